import { useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import { useLoadedComponent } from '../use-loaded-component.ts';
import { controlAria, FieldShell } from './FieldShell.tsx';
import type { SelectFieldProps } from './select-field-props.ts';

// Radix's select (and its pop-over positioning) loads when a shopper reaches for a select, not with every page.
const loadSelect = () => import('./RadixSelect.tsx').then((module) => module.RadixSelect);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A select whose open list is at most 220px high and scrolls beyond that.
 * Until first used it is a button showing the chosen option, the same as the
 * closed select; pointing at it or focusing it loads the select, and a press
 * before it has loaded opens it once it has. In the server's HTML, before the
 * shop runs it, the button is disabled: a press then would go nowhere.
 */
export function SelectField(props: SelectFieldProps) {
  const [stage, setStage] = useState<'closed' | 'wanted' | 'pressed'>('closed');
  const hadFocus = useRef(false);
  const { id, label, required, error, value, options, placeholder } = props;
  const want = () => setStage((current) => (current === 'closed' ? 'wanted' : current));
  const press = () => setStage('pressed');
  const RadixSelect = useLoadedComponent(loadSelect, stage !== 'closed');
  const hydrated = useHydrated();
  const chosen = options.find((option) => option.value === value)?.label;
  const standIn = (
    <FieldShell id={id} label={label} required={required} error={error}>
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        className="input select-trigger"
        disabled={!hydrated}
        data-placeholder={chosen === undefined ? '' : undefined}
        {...controlAria({ id, label, required, error })}
        onPointerEnter={want}
        onFocus={() => {
          hadFocus.current = true;
          want();
        }}
        onBlur={() => {
          hadFocus.current = false;
        }}
        // The press counts from the pointer going down: the select can finish loading between that and the click
        // and replace this button, which then never gets the click, and Radix's own trigger opens on pointer down.
        onPointerDown={press}
        onClick={press}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          press();
        }}
      >
        <span>{chosen ?? placeholder}</span>
        <span aria-hidden="true">▾</span>
      </button>
    </FieldShell>
  );
  if (!RadixSelect) return standIn;
  return <RadixSelect {...props} openOnMount={stage === 'pressed'} focusOnMount={hadFocus.current} />;
}
