import { renameBom } from '@chipmart/generated/internal/hooks/bom/bom';
import type { BomSummary } from '@chipmart/generated/internal/model/index';
import { renameBomBodyBomNameMax } from '@chipmart/generated/internal/zod';
import { useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { readBomFailure } from './bom-failure.ts';
import { InlineEditForm, useInlineEdit } from './InlineEdit.tsx';

/**
 * A BOM's name with its rename button: the field opens in place, Enter (or
 * Save) sends it, Escape (or Cancel) keeps the old name; a refusal is shown
 * under the field with the typing kept.
 */
export function RenameBom({ bomId, name, onRenamed }: { bomId: number; name: string; onRenamed: (bom: BomSummary) => void | Promise<void> }) {
  const edit = useInlineEdit();
  const { typed, setTyped, setProblem, opener, close } = edit;
  const [sending, setSending] = useState(false);
  const id = `bom-rename-${bomId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = (typed ?? '').trim();
    if (next.length === 0 || next.length > renameBomBodyBomNameMax) return setProblem(m.bom_nameTooLong({ max: renameBomBodyBomNameMax }));
    if (next === name) return close();
    setSending(true);
    try {
      await onRenamed(await renameBom({ bom_id: bomId, bom_name: next }));
      close();
    } catch (error) {
      const failure = readBomFailure(error, (field) => (field === 'bom_name' ? 'bom_name' : undefined));
      setProblem(failure.fields.bom_name ?? failure.message);
    } finally {
      setSending(false);
    }
  }

  if (typed === undefined) {
    return (
      <button ref={opener} type="button" className="button bom-small" aria-label={m.bom_renameOf({ name })} onClick={() => setTyped(name)}>
        {m.bom_rename()}
      </button>
    );
  }
  return <InlineEditForm id={id} className="bom-rename" label={m.bom_newName()} edit={edit} onSubmit={(event) => void submit(event)} saving={sending} />;
}
