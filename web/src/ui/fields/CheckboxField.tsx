import { Checkbox } from 'radix-ui';
import { controlAria, type FieldProps } from './FieldShell.tsx';

type Props = FieldProps & { checked: boolean; onCheckedChange: (checked: boolean) => void };

export function CheckboxField({ id, label, required, error, checked, onCheckedChange }: Props) {
  return (
    <div className={error ? 'field field-inline field-invalid' : 'field field-inline'}>
      <Checkbox.Root className="checkbox" checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} {...controlAria({ id, label, required, error })}>
        <Checkbox.Indicator className="checkbox-indicator">✓</Checkbox.Indicator>
      </Checkbox.Root>
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
