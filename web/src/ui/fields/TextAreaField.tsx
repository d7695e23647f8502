import type { TextareaHTMLAttributes } from 'react';
import { controlAria, FieldShell, type FieldProps } from './FieldShell.tsx';

type Props = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'>;

export function TextAreaField({ id, label, required, error, className, ...textarea }: Props) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <textarea className={`input textarea ${className ?? ''}`} {...controlAria({ id, label, required, error })} {...textarea} />
    </FieldShell>
  );
}
