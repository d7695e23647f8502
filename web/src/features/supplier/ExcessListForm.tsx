import { getListExcessOffersQueryKey, useSubmitExcessOffer } from '@chipmart/generated/internal/hooks/supplier/supplier';
import type { UploadExcelPreview, UserProfile } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { variantConfig } from '@variant-rules/config.ts';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { useChosenCurrency } from '@/platform/currency/currency-store.ts';
import { offeredCurrencies } from '@/platform/currency/offered-currencies.ts';
import { useCurrencyListQuery } from '@/platform/currency/use-currency-list-loader.ts';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { readFailure } from './api-failure.ts';
import { ColumnMapping } from './ColumnMapping.tsx';
import { contactFromProfile, excessContact, excessContactProblems, isExcessContactField, type ExcessContactDraft, type ExcessContactField, type ExcessContactProblems } from './excess-contact.ts';
import { ExcessContactFields } from './ExcessContactFields.tsx';
import { excessLines, guessColumns, lineFieldOf, lineProblems, linesFromSheet, listProblem, rowsLeftOut, type ColumnMap, type ExcessField, type ExcessLineDraft, type LineProblems } from './excess-lines.ts';
import { ExcessLinesTable } from './ExcessLinesTable.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { SpreadsheetPicker } from './SpreadsheetPicker.tsx';

/**
 * Sell your excess: the supplier's spreadsheet read by the server, its
 * columns mapped to the list's fields, the rows shown to edit or leave out
 * with their problems, and the list sent with the contact details. A failed
 * send keeps every row and field as it was.
 */
export function ExcessListForm({ profile }: { profile: UserProfile | undefined }) {
  const chosen = useChosenCurrency();
  const currencies = useCurrencyListQuery();
  const currencyOptions = offeredCurrencies(currencies.data ?? {}, variantConfig).map((entry) => ({ value: entry.currency_code, label: entry.currency_code }));
  const [preview, setPreview] = useState<UploadExcelPreview>();
  const [sheetIndex, setSheetIndex] = useState(0);
  const [columns, setColumns] = useState<ColumnMap>();
  const [lines, setLines] = useState<ExcessLineDraft[]>([]);
  const [currency, setCurrency] = useState(variantConfig.forcedCurrency ?? chosen.code);
  const [contact, setContact] = useState<ExcessContactDraft>(() => contactFromProfile(profile));
  const [tried, setTried] = useState(false);
  const [contactServerProblems, setContactServerProblems] = useState<ExcessContactProblems>({});
  const [lineServerProblems, setLineServerProblems] = useState<Record<number, LineProblems>>({});
  const [failure, setFailure] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const serverMessage = useRef('');
  const queryClient = useQueryClient();
  const send = useSubmitExcessOffer({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });

  const sheet = preview?.sheets[sheetIndex];
  const contactProblems = { ...(tried ? excessContactProblems(contact) : {}), ...contactServerProblems };
  const linesWithProblems = lines.filter((line) => Object.keys(lineProblems(line)).length > 0).length;
  const wholeListProblem = preview ? listProblem(lines) : undefined;

  const showSheet = (next: UploadExcelPreview, index: number) => {
    const chosenSheet = next.sheets[index]!;
    const guessed = guessColumns(chosenSheet);
    setSheetIndex(index);
    setColumns(guessed);
    setLines(linesFromSheet(chosenSheet, guessed));
    setLineServerProblems({});
  };
  const remap = (next: ColumnMap) => {
    setColumns(next);
    if (sheet) setLines(linesFromSheet(sheet, next));
    setLineServerProblems({});
  };
  const editLine = (key: number, field: ExcessField, value: string) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
    setLineServerProblems(({ [key]: problems, ...rest }) => {
      if (!problems) return rest;
      const { [field]: _fixed, ...left } = problems;
      return { ...rest, [key]: left };
    });
  };
  const removeLine = (key: number) => setLines((current) => current.filter((line) => line.key !== key));
  const editContact = (field: ExcessContactField, value: string) => {
    setContact((current) => ({ ...current, [field]: value }));
    setContactServerProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    if (Object.keys(excessContactProblems(contact)).length > 0 || linesWithProblems > 0 || listProblem(lines)) {
      setFailure(m.supplier_fixProblems());
      focusFirstInvalid(form.current);
      return;
    }
    const sentLines = lines;
    send.mutate(
      { data: { ...excessContact(contact), lines: excessLines(sentLines, currency) } },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: getListExcessOffersQueryKey() });
          showToast(serverMessage.current || m.supplier_excessSent());
          setPreview(undefined);
          setColumns(undefined);
          setLines([]);
          setTried(false);
          setContact((current) => ({ ...current, remark: '' }));
        },
        onError: (error) => {
          const read = readFailure(error, (field) => (isExcessContactField(field) || lineFieldOf(field) ? field : undefined));
          const contactFields: ExcessContactProblems = {};
          const byLine: Record<number, LineProblems> = {};
          for (const [field, message] of Object.entries(read.fields) as [string, string][]) {
            if (isExcessContactField(field)) contactFields[field] = message;
            const onLine = lineFieldOf(field);
            const line = onLine && sentLines[onLine.index];
            if (onLine && line) byLine[line.key] = { ...byLine[line.key], [onLine.field]: message };
          }
          setContactServerProblems(contactFields);
          setLineServerProblems(byLine);
          setFailure(read.message ?? m.supplier_fixProblems());
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="form supplier-form" noValidate onSubmit={submit} aria-labelledby="excess-form-title">
      <h2 id="excess-form-title" className="supplier-section-title">
        {m.supplier_excessFormTitle()}
      </h2>
      <SpreadsheetPicker
        onRead={(read) => {
          setPreview(read);
          showSheet(read, 0);
        }}
      />
      {preview && sheet && columns && (
        <>
          <p className="supplier-hint" role="status">
            {m.supplier_fileRead({ name: preview.file_name, rows: sheet.row_count })}
          </p>
          {preview.sheets.length > 1 && (
            <SelectField
              id="excess-sheet"
              label={m.supplier_sheetLabel()}
              value={String(sheetIndex)}
              options={preview.sheets.map((entry) => ({ value: String(entry.sheet_index), label: entry.sheet_name }))}
              onValueChange={(value) => showSheet(preview, Number(value))}
            />
          )}
          {rowsLeftOut(sheet) > 0 && (
            <p className="supplier-note" role="note">
              {m.supplier_rowsLeftOut({ read: sheet.rows.length, total: sheet.row_count })}
            </p>
          )}
          <ColumnMapping sheet={sheet} columns={columns} onChange={remap} />
          <div className="supplier-currency">
            <SelectField
              id="excess-currency"
              label={m.supplier_currencyLabel()}
              required
              value={currency}
              options={currencyOptions.length > 0 ? currencyOptions : [{ value: currency, label: currency }]}
              onValueChange={setCurrency}
            />
          </div>
          {lines.length > 0 ? (
            <ExcessLinesTable lines={lines} currency={currency} serverProblems={lineServerProblems} onEdit={editLine} onRemove={removeLine} />
          ) : (
            <p className="supplier-problem">{wholeListProblem}</p>
          )}
        </>
      )}
      {preview && <ExcessContactFields draft={contact} problems={contactProblems} onChange={editContact} />}
      {failure && (
        <p className="supplier-problem" role="alert">
          {failure}
          {tried && linesWithProblems > 0 && ` ${m.supplier_linesWithProblems({ count: linesWithProblems })}`}
        </p>
      )}
      {preview && (
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={send.isPending}>
            {send.isPending ? m.supplier_sendingList() : m.supplier_sendList({ count: lines.length })}
          </button>
        </div>
      )}
    </form>
  );
}
