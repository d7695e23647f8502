import type { BomSourceAddRequest } from '@chipmart/generated/internal/model/index';
import { addBomLineBodyPartNumberMax, addBomLineBodyQuantityMax } from '@chipmart/generated/internal/zod';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import { Dialog } from '@/ui/Dialog.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { countText } from './bom-figures.ts';
import { readBomFailure } from './bom-failure.ts';
import { readLineQuantity } from './LineQuantity.tsx';

/** The shortest part number addBomLine takes. */
const PART_NUMBER_MIN = 2;

const FIELDS = ['part_number', 'manufacturer', 'quantity', 'description', 'package', 'reference_designators', 'target_price'] as const;
type AddField = (typeof FIELDS)[number];
type Draft = Record<AddField, string>;

const EMPTY: Draft = { part_number: '', manufacturer: '', quantity: '1', description: '', package: '', reference_designators: '', target_price: '' };

/** The draft's problems by field, before anything is sent. */
export function addLineProblems(draft: Draft, currency: string): Partial<Record<AddField, string>> {
  const problems: Partial<Record<AddField, string>> = {};
  const part = draft.part_number.trim();
  if (part.length < PART_NUMBER_MIN || part.length > addBomLineBodyPartNumberMax) problems.part_number = m.bom_partNumberLength({ min: PART_NUMBER_MIN, max: addBomLineBodyPartNumberMax });
  if (readLineQuantity(draft.quantity) === undefined) problems.quantity = m.bom_quantityInvalid({ max: countText(addBomLineBodyQuantityMax, { currency_code: currency }) });
  if (draft.target_price.trim() !== '') {
    const price = parseNumber(draft.target_price);
    if (!Number.isFinite(price) || price < 0) problems.target_price = m.bom_targetPriceInvalid();
  }
  return problems;
}

function request(bomId: number, draft: Draft): BomSourceAddRequest {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const price = draft.target_price.trim() ? parseNumber(draft.target_price) : undefined;
  return {
    bom_id: bomId,
    part_number: draft.part_number.trim(),
    quantity: readLineQuantity(draft.quantity)!,
    ...(optional(draft.manufacturer) ? { manufacturer: optional(draft.manufacturer) } : {}),
    ...(optional(draft.description) ? { description: optional(draft.description) } : {}),
    ...(optional(draft.package) ? { package: optional(draft.package) } : {}),
    ...(optional(draft.reference_designators) ? { reference_designators: optional(draft.reference_designators) } : {}),
    ...(price === undefined ? {} : { target_price: price }),
  };
}

const isAddField = (field: string): field is AddField => (FIELDS as readonly string[]).includes(field);

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bomId: number;
  currency: string;
  /** Sends the line; throws the server's refusal. */
  onAdd: (request: BomSourceAddRequest) => Promise<void>;
}

/** A line typed in by hand (addBomLine), matched at once; refusals are shown next to their fields and the typing is kept. */
export function AddLineDialog({ open, onOpenChange, bomId, currency, onAdd }: Props) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<AddField, string>>>({});
  const [message, setMessage] = useState<string>();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const show = (found: Partial<Record<AddField, string>>) => {
    setProblems(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(undefined);
    const found = addLineProblems(draft, currency);
    if (Object.keys(found).length > 0) return show(found);
    setSending(true);
    try {
      await onAdd(request(bomId, draft));
      setDraft(EMPTY);
      setProblems({});
      onOpenChange(false);
    } catch (error) {
      const failure = readBomFailure<AddField>(error, (field) => (isAddField(field) ? field : undefined));
      setMessage(failure.message);
      show(failure.fields);
    } finally {
      setSending(false);
    }
  }

  const field = (name: AddField, label: string, extra: { required?: boolean; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      id={`bom-add-${name}`}
      label={label}
      error={problems[name]}
      value={draft[name]}
      {...extra}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((current) => ({ ...current, [name]: value }));
        setProblems(({ [name]: _gone, ...rest }) => rest);
      }}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.bom_addLineTitle()} description={m.bom_addLineDescription()} width={560}>
      <form ref={form} className="form bom-add-form" noValidate onSubmit={(event) => void submit(event)}>
        {field('part_number', m.bom_fieldPartNumber(), { required: true })}
        {field('manufacturer', m.bom_fieldManufacturer())}
        {field('quantity', m.bom_fieldQuantity(), { required: true, inputMode: 'numeric' })}
        {field('description', m.bom_fieldDescription())}
        {field('package', m.bom_fieldPackage())}
        {field('reference_designators', m.bom_fieldDesignators())}
        {field('target_price', m.bom_targetPriceIn({ currency }), { inputMode: 'decimal' })}
        {message && (
          <p className="bom-problem" role="alert">
            {message}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending || undefined}>
            {sending ? m.bom_addLineSending() : m.bom_addLineSubmit()}
          </button>
          <button type="button" className="button" onClick={() => onOpenChange(false)}>
            {m.bom_cancel()}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
