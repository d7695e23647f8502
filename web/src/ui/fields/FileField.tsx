import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { controlAria, FieldShell, type FieldProps } from './FieldShell.tsx';

type Props = FieldProps & { accept?: string; onFileChange: (file: File | undefined) => void };

export function FileField({ id, label, required, error, accept, onFileChange }: Props) {
  const [name, setName] = useState<string>();
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <div className="file-field">
        <input
          type="file"
          className="file-input"
          accept={accept}
          {...controlAria({ id, label, required, error })}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setName(file?.name);
            onFileChange(file);
          }}
        />
        <span className="file-name" aria-live="polite">
          {name ?? m.ui_noFileChosen()}
        </span>
      </div>
    </FieldShell>
  );
}
