import { getListExcessOffersQueryKey, useSubmitExcessOffer, useSubmitExcessOfferFile } from '@chipmart/generated/internal/hooks/supplier/supplier';
import type { UploadExcelPreview, UserProfile } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { variantConfig } from '@variant-rules/config.ts';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { useChosenCurrency } from '@/platform/currency/currency-store.ts';
import { offeredCurrencies } from '@/platform/currency/offered-currencies.ts';
import { useCurrencyListQuery } from '@/platform/currency/use-currency-list-loader.ts';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { contactFromProfile, excessContact, excessContactProblems, type ExcessContactDraft, type ExcessContactField, type ExcessContactProblems } from './excess-contact.ts';
import { ExcessContactFields } from './ExcessContactFields.tsx';
import { removedRows, sendsWholeFile, sheetRowCounts, wholeFileBody } from './excess-file.ts';
import { excessLines, guessColumns, lineProblems, linesFromSheet, listProblem, type ColumnMap, type ExcessField, type ExcessLineDraft, type LineProblems } from './excess-lines.ts';
import { placeRefusal, type RowProblem } from './excess-refusal.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { SpreadsheetPicker } from './SpreadsheetPicker.tsx';

// The mapping and the rows are needed once a file is read: the page's first load does without them.
const SheetReview = lazy(() => import('./SheetReview.tsx').then((module) => ({ default: module.SheetReview })));

/**
 * Sell your excess: the supplier's spreadsheet read by the server, its
 * columns mapped to the list's fields, the rows shown to edit or leave out
 * with their problems, and the list sent with the contact details. A sheet
 * longer than the preview is sent as its file with the map and the changes
 * to the rows shown; the server's word on rows not shown is listed above
 * the table. A failed send keeps every row and field as it was.
 */
export function ExcessListForm({ profile }: { profile: UserProfile | undefined }) {
  const chosen = useChosenCurrency();
  const currencies = useCurrencyListQuery();
  const currencyOptions = offeredCurrencies(currencies.data ?? {}, variantConfig).map((entry) => ({ value: entry.currency_code, label: entry.currency_code }));
  const [preview, setPreview] = useState<UploadExcelPreview>();
  const [file, setFile] = useState<File>();
  const [rowProblems, setRowProblems] = useState<RowProblem[]>([]);
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
  const sendLines = useSubmitExcessOffer({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });
  const sendFile = useSubmitExcessOfferFile({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });
  const sending = sendLines.isPending || sendFile.isPending;

  const sheet = preview?.sheets[sheetIndex];
  const contactProblems = { ...(tried ? excessContactProblems(contact) : {}), ...contactServerProblems };
  const linesWithProblems = lines.filter((line) => Object.keys(lineProblems(line)).length > 0).length;
  const wholeFile = sheet !== undefined && sendsWholeFile(sheet);
  const rowCounts = sheet && sheetRowCounts(sheet);
  // A whole file sends the rows not shown too (less the ones removed here); rows with nothing mapped are skipped by the server as here.
  const linesToSend = wholeFile && rowCounts && columns ? rowCounts.total - removedRows(sheet, columns, lines).length : lines.length;
  const wholeListProblem = preview && !wholeFile ? listProblem(lines) : undefined;

  const showSheet = (next: UploadExcelPreview, index: number) => {
    const chosenSheet = next.sheets[index]!;
    const guessed = guessColumns(chosenSheet);
    setSheetIndex(index);
    setColumns(guessed);
    setLines(linesFromSheet(chosenSheet, guessed));
    setLineServerProblems({});
    setRowProblems([]);
    setFailure(undefined);
  };
  const remap = (next: ColumnMap) => {
    setColumns(next);
    if (sheet) setLines(linesFromSheet(sheet, next));
    setLineServerProblems({});
    setRowProblems([]);
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

  const sent = () => {
    void queryClient.invalidateQueries({ queryKey: getListExcessOffersQueryKey() });
    showToast(serverMessage.current || m.supplier_excessSent());
    setPreview(undefined);
    setFile(undefined);
    setColumns(undefined);
    setLines([]);
    setRowProblems([]);
    setTried(false);
    setContact((current) => ({ ...current, remark: '' }));
  };

  /** The server's refusal placed: contact fields at their field, rows shown at their row, rows not shown listed above the table. */
  const refused = (error: unknown, sentLines: readonly ExcessLineDraft[]) => {
    const refusal = placeRefusal(error, sentLines);
    setContactServerProblems(refusal.contact);
    setLineServerProblems(refusal.lines);
    setRowProblems(refusal.rowsNotShown);
    setFailure(refusal.message ?? m.supplier_fixProblems());
    focusFirstInvalid(form.current);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    if (Object.keys(excessContactProblems(contact)).length > 0 || linesWithProblems > 0 || wholeListProblem) {
      setFailure(m.supplier_fixProblems());
      focusFirstInvalid(form.current);
      return;
    }
    const sentLines = lines;
    if (wholeFile && file && columns) {
      const body = wholeFileBody(file, sheet, columns, sentLines, currency, excessContact(contact));
      if (!body) {
        setFailure(m.supplier_mapRequiredColumns());
        return;
      }
      sendFile.mutate({ data: body }, { onSuccess: sent, onError: (error) => refused(error, sentLines) });
      return;
    }
    sendLines.mutate({ data: { ...excessContact(contact), lines: excessLines(sentLines, currency) } }, { onSuccess: sent, onError: (error) => refused(error, sentLines) });
  };

  return (
    <form ref={form} className="form supplier-form" noValidate onSubmit={submit} aria-labelledby="excess-form-title">
      <h2 id="excess-form-title" className="supplier-section-title">
        {m.supplier_excessFormTitle()}
      </h2>
      <SpreadsheetPicker
        onRead={(read, chosenFile) => {
          setPreview(read);
          setFile(chosenFile);
          showSheet(read, 0);
        }}
      />
      {preview && sheet && columns && (
        <Suspense
          fallback={
            <p className="supplier-hint">
              <LoadingText />
            </p>
          }
        >
          <SheetReview
            preview={preview}
            sheet={sheet}
            columns={columns}
            currency={currency}
            currencyOptions={currencyOptions}
            lines={lines}
            lineServerProblems={lineServerProblems}
            rowProblems={rowProblems}
            listProblem={wholeListProblem}
            onSheet={(index) => showSheet(preview, index)}
            onRemap={remap}
            onCurrency={setCurrency}
            onEdit={editLine}
            onRemove={removeLine}
          />
        </Suspense>
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
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? m.supplier_sendingList() : m.supplier_sendList({ count: linesToSend })}
          </button>
        </div>
      )}
    </form>
  );
}
