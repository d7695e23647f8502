import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { Dialog } from '@/ui/Dialog.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Resolves true when done (the dialog closes), false when refused (it stays, the refusal said elsewhere). */
  onConfirm: () => Promise<boolean>;
}

/** Asks before something that cannot be undone (deleting a BOM or a line); the keyboard starts on Keep. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: Props) {
  const [sending, setSending] = useState(false);
  const confirm = async () => {
    setSending(true);
    const done = await onConfirm();
    setSending(false);
    if (done) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} width={440}>
      <div className="form-actions">
        <button type="button" className="button bom-danger-solid" disabled={sending} aria-busy={sending || undefined} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
        {/* Radix focuses the first focusable element; the safe choice is put first for the keyboard. */}
        <button type="button" className="button" autoFocus onClick={() => onOpenChange(false)}>
          {m.bom_keep()}
        </button>
      </div>
    </Dialog>
  );
}
