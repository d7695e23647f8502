import type { InputHTMLAttributes } from 'react';
import { controlAria, FieldShell, type FieldProps } from './FieldShell.tsx';

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

export function TextField({ id, label, required, error, className, ...input }: Props) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <input className={`input ${className ?? ''}`} {...controlAria({ id, label, required, error })} {...input} />
    </FieldShell>
  );
}
