import type { FieldProps } from './FieldShell.tsx';

/** What a select field takes: SelectField's stand-in and the RadixSelect it loads on first use. */
export type SelectFieldProps = FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
};
