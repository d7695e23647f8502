import type { ReactNode } from 'react';
import { m } from '$paraglide/messages.js';

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The message when the value fails its rule; the field then shows as invalid (flag, red border, shake). */
  error?: string | undefined;
}

/** Label (with a red star when required), the control, and its error message. */
export function FieldShell({ id, label, required, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={error ? 'field field-invalid' : 'field'} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="required-star" title={m.ui_required()}>
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          <span className="check-flag" aria-hidden="true">
            !
          </span>
          {error}
        </p>
      )}
    </div>
  );
}

/** The accessibility attributes every control of a field carries. */
export function controlAria({ id, required, error }: FieldProps) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}
