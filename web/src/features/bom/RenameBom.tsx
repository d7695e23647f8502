import { renameBom } from '@chipmart/generated/internal/hooks/bom/bom';
import type { BomSummary } from '@chipmart/generated/internal/model/index';
import { renameBomBodyBomNameMax } from '@chipmart/generated/internal/zod';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { readBomFailure } from './bom-failure.ts';

/**
 * A BOM's name with its rename button: the field opens in place, Enter (or
 * Save) sends it, Escape (or Cancel) keeps the old name; a refusal is shown
 * under the field with the typing kept.
 */
export function RenameBom({ bomId, name, onRenamed }: { bomId: number; name: string; onRenamed: (bom: BomSummary) => void | Promise<void> }) {
  const [typed, setTyped] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Set when the field closes: the Rename button takes the keyboard back once React has put it in the page
  // again (a requestAnimationFrame could run before that, and the focus was then lost to the page).
  const [focusBack, setFocusBack] = useState(false);
  const id = `bom-rename-${bomId}`;

  useEffect(() => {
    if (!focusBack || typed !== undefined || !opener.current) return;
    opener.current.focus();
    setFocusBack(false);
  }, [focusBack, typed]);

  const close = () => {
    setTyped(undefined);
    setProblem(undefined);
    setFocusBack(true);
  };

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
  return (
    <form
      className="bom-rename"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {m.bom_newName()}
      </label>
      <input
        id={id}
        className="input"
        // Opened by the buyer's own press of Rename, so it takes the keyboard.
        autoFocus
        value={typed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setProblem(undefined);
        }}
      />
      <button type="submit" className="button button-primary bom-small" disabled={sending} aria-busy={sending || undefined}>
        {m.bom_save()}
      </button>
      <button type="button" className="button bom-small" onClick={close}>
        {m.bom_cancel()}
      </button>
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
