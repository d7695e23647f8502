import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { m } from '$paraglide/messages.js';

/**
 * The state of a value edited in place behind a button: the typed text while
 * the field is open (undefined when closed), the problem shown under it, and
 * the button that takes the keyboard back when the field closes.
 */
export function useInlineEdit(blocked = false) {
  const [typed, setTyped] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);
  // Set when the field closes: the button takes the keyboard back once React has put it in the page again and it
  // is no longer blocked (a disabled button cannot take it; a requestAnimationFrame could run before either, and
  // the focus was then lost to the page).
  const [focusBack, setFocusBack] = useState(false);

  useEffect(() => {
    if (!focusBack || typed !== undefined || blocked || !opener.current) return;
    opener.current.focus();
    setFocusBack(false);
  }, [focusBack, typed, blocked]);

  const close = () => {
    setTyped(undefined);
    setProblem(undefined);
    setFocusBack(true);
  };
  return { typed, setTyped, problem, setProblem, opener, close };
}

interface InlineEditFormProps {
  id: string;
  className: string;
  label: string;
  edit: ReturnType<typeof useInlineEdit>;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  inputClassName?: string;
  inputProps?: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete'>;
}

/** The open field: Enter (or Save) sends, Escape (or Cancel) closes it; a problem shows under it with the typing kept. */
export function InlineEditForm({ id, className, label, edit, onSubmit, saving, inputClassName = 'input', inputProps }: InlineEditFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          edit.close();
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={inputClassName}
        {...inputProps}
        // Opened by the buyer's own press of the button, so it takes the keyboard.
        autoFocus
        value={edit.typed ?? ''}
        aria-invalid={edit.problem ? true : undefined}
        aria-describedby={edit.problem ? `${id}-error` : undefined}
        onChange={(event) => {
          edit.setTyped(event.currentTarget.value);
          edit.setProblem(undefined);
        }}
      />
      <button type="submit" className="button button-primary bom-small" disabled={saving} aria-busy={saving || undefined}>
        {m.bom_save()}
      </button>
      <button type="button" className="button bom-small" onClick={edit.close}>
        {m.bom_cancel()}
      </button>
      {edit.problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {edit.problem}
        </p>
      )}
    </form>
  );
}
