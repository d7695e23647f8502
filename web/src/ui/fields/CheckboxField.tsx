import { controlAria, type FieldProps } from './FieldShell.tsx';

type Props = FieldProps & { checked: boolean; onCheckedChange: (checked: boolean) => void };

/**
 * A labelled checkbox. The browser's own checkbox: it is accessible as it is
 * (role, label, Space, focus), it needs none of Radix's shared code on the
 * listing pages that show it first, and it answers a click before the
 * server-rendered page has hydrated.
 */
export function CheckboxField({ id, label, required, error, checked, onCheckedChange }: Props) {
  return (
    <div className={error ? 'field field-inline field-invalid' : 'field field-inline'}>
      <input
        type="checkbox"
        className="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        {...controlAria({ id, label, required, error })}
      />
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span className="required-star">*</span>}
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
