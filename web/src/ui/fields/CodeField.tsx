import type { FieldProps } from './FieldShell.tsx';
import { TextField } from './TextField.tsx';

/** The codes the shop e-mails are six digits (the contract's `^\d{6}$`). */
const CODE_LENGTH = 6;

type Props = Omit<FieldProps, 'required'> & { value: string; onValueChange: (value: string) => void };

/**
 * The field for an e-mailed code: numeric keyboard on phones, the browser's
 * one-time-code fill, spaced digits, never longer than a code.
 */
export function CodeField({ id, label, error, value, onValueChange }: Props) {
  return (
    <TextField
      id={id}
      label={label}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      className="code-input"
      error={error}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
    />
  );
}
