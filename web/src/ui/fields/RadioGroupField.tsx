import { RadioGroup } from 'radix-ui';
import type { FieldProps } from './FieldShell.tsx';

type Props = FieldProps & { value: string; onValueChange: (value: string) => void; options: { value: string; label: string }[] };

export function RadioGroupField({ id, label, required, error, value, onValueChange, options }: Props) {
  return (
    <fieldset className={error ? 'field field-invalid' : 'field'}>
      <legend className="field-label">
        {label}
        {required && <span className="required-star">*</span>}
      </legend>
      <RadioGroup.Root className="radio-group" value={value} onValueChange={onValueChange} aria-invalid={error ? true : undefined} aria-required={required}>
        {options.map((option) => (
          <div key={option.value} className="radio-option">
            <RadioGroup.Item className="radio" value={option.value} id={`${id}-${option.value}`}>
              <RadioGroup.Indicator className="radio-indicator" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </RadioGroup.Root>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
