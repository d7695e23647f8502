import { Select } from 'radix-ui';
import { SELECT_MAX_HEIGHT_PX } from '@/constants.ts';
import { controlAria, FieldShell, type FieldProps } from './FieldShell.tsx';

type Props = FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
};

/** A select whose open list is at most 220px high and scrolls beyond that. */
export function SelectField({ id, label, required, error, value, onValueChange, options, placeholder }: Props) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <Select.Root value={value || undefined} onValueChange={onValueChange}>
        <Select.Trigger className="input select-trigger" {...controlAria({ id, label, required, error })}>
          <Select.Value placeholder={placeholder} />
          <Select.Icon aria-hidden="true">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="select-content" position="popper" sideOffset={4} style={{ maxHeight: SELECT_MAX_HEIGHT_PX }}>
            <Select.Viewport className="select-viewport">
              {options.map((option) => (
                <Select.Item key={option.value} value={option.value} className="select-item">
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </FieldShell>
  );
}
