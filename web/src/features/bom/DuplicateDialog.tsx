import { duplicateBom } from '@chipmart/generated/internal/hooks/bom/bom';
import type { BomCreated, BomSummary } from '@chipmart/generated/internal/model/index';
import { duplicateBomBodyBomNameMax } from '@chipmart/generated/internal/zod';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { Dialog } from '@/ui/Dialog.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { readSetCount, SET_COUNT_MAX } from './bom-fields.ts';
import { readBomFailure } from './bom-failure.ts';

type CopyField = 'set_count' | 'bom_name';

interface Props {
  bom: BomSummary | undefined;
  onClose: () => void;
  onCopied: (created: BomCreated) => Promise<void>;
}

/** A copy of a BOM for another number of boards (duplicateBom), priced for it; the name may be left for the server's default. */
export function DuplicateDialog({ bom, onClose, onCopied }: Props) {
  const [setCount, setSetCount] = useState(() => String(bom?.set_count ?? 1));
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Partial<Record<CopyField, string>>>({});
  const [message, setMessage] = useState<string>();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  if (!bom) return null;

  const show = (found: Partial<Record<CopyField, string>>) => {
    setProblems(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!bom) return;
    setMessage(undefined);
    const sets = readSetCount(setCount);
    const found: Partial<Record<CopyField, string>> = {};
    if (sets === undefined) found.set_count = m.bom_setCountInvalid({ max: SET_COUNT_MAX });
    if (name.trim().length > duplicateBomBodyBomNameMax) found.bom_name = m.bom_nameTooLong({ max: duplicateBomBodyBomNameMax });
    if (sets === undefined || Object.keys(found).length > 0) return show(found);
    setSending(true);
    try {
      await onCopied(await duplicateBom({ bom_id: bom.bom_id, set_count: sets, ...(name.trim() ? { bom_name: name.trim() } : {}) }));
      onClose();
    } catch (error) {
      const failure = readBomFailure<CopyField>(error, (field) => (field === 'set_count' || field === 'bom_name' ? field : undefined));
      setMessage(failure.message);
      show(failure.fields);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={m.bom_duplicateTitle({ name: bom.bom_name })} description={m.bom_duplicateDescription()} width={480}>
      <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField id="bom-copy-sets" label={m.bom_setCountLabel()} required inputMode="numeric" error={problems.set_count} value={setCount} onChange={(event) => setSetCount(event.currentTarget.value)} />
        <TextField
          id="bom-copy-name"
          label={m.bom_duplicateName()}
          error={problems.bom_name}
          value={name}
          placeholder={m.bom_duplicateNameDefault({ name: bom.bom_name, sets: readSetCount(setCount) ?? bom.set_count })}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {message && (
          <p className="bom-problem" role="alert">
            {message}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending || undefined}>
            {sending ? m.bom_duplicateSending() : m.bom_duplicateSubmit()}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {m.bom_cancel()}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
