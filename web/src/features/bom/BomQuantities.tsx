import { changeBomQuantity } from '@chipmart/generated/internal/hooks/bom/bom';
import type { BomDetail, BomLineUpdate } from '@chipmart/generated/internal/model/index';
import { useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { TextField } from '@/ui/fields/TextField.tsx';
import { ATTRITION_MAX, readAttrition, readSetCount, SET_COUNT_MAX } from './bom-fields.ts';
import { readBomFailure } from './bom-failure.ts';

type QuantityField = 'set_count' | 'attrition_percent';

/** The number of boards and the attrition, changed together; every line's quantities and prices follow (the rows are fetched again). */
export function BomQuantities({ detail, onUpdate }: { detail: BomDetail; onUpdate: (update: BomLineUpdate) => Promise<void> }) {
  const [setCount, setSetCount] = useState(String(detail.set_count));
  const [attrition, setAttrition] = useState(String(detail.attrition_percent));
  const [problems, setProblems] = useState<Partial<Record<QuantityField, string>>>({});
  const [message, setMessage] = useState<string>();
  const [sending, setSending] = useState(false);
  const sets = readSetCount(setCount);
  const percent = readAttrition(attrition);
  const unchanged = sets === detail.set_count && percent === detail.attrition_percent;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(undefined);
    const found: Partial<Record<QuantityField, string>> = {};
    if (sets === undefined) found.set_count = m.bom_setCountInvalid({ max: SET_COUNT_MAX });
    if (percent === undefined) found.attrition_percent = m.bom_attritionInvalid({ max: ATTRITION_MAX });
    setProblems(found);
    if (sets === undefined || percent === undefined || unchanged) return;
    setSending(true);
    try {
      const update = await changeBomQuantity({ bom_id: detail.bom_id, set_count: sets, attrition_percent: percent });
      setSetCount(String(update.bom.set_count));
      setAttrition(String(update.bom.attrition_percent));
      await onUpdate(update);
    } catch (error) {
      const failure = readBomFailure<QuantityField>(error, (field) => (field === 'set_count' || field === 'attrition_percent' ? field : undefined));
      setProblems(failure.fields);
      setMessage(failure.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="bom-quantities" noValidate onSubmit={(event) => void submit(event)} aria-label={m.bom_quantitiesLabel()}>
      <TextField id="bom-detail-sets" label={m.bom_setCountLabel()} required inputMode="numeric" error={problems.set_count} value={setCount} onChange={(event) => setSetCount(event.currentTarget.value)} />
      <TextField id="bom-detail-attrition" label={m.bom_attritionLabel()} inputMode="decimal" error={problems.attrition_percent} value={attrition} onChange={(event) => setAttrition(event.currentTarget.value)} />
      <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
        {sending ? m.bom_recalculating() : m.bom_recalculate()}
      </button>
      {message && (
        <p className="bom-problem" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
