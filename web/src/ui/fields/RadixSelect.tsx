import { Select } from 'radix-ui';
import { useEffect } from 'react';
import { SELECT_MAX_HEIGHT_PX } from '@/platform/constants.ts';
import { controlAria, FieldShell } from './FieldShell.tsx';
import type { SelectFieldProps } from './select-field-props.ts';

/** SelectField's working select, loaded on first use: open as it mounts when it was pressed, focused when it had the focus. */
export function RadixSelect({ id, label, required, error, value, onValueChange, options, placeholder, openOnMount, focusOnMount }: SelectFieldProps & { openOnMount: boolean; focusOnMount: boolean }) {
  useEffect(() => {
    if (focusOnMount) document.getElementById(id)?.focus();
  }, [focusOnMount, id]);
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <Select.Root value={value || undefined} onValueChange={onValueChange} defaultOpen={openOnMount}>
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
