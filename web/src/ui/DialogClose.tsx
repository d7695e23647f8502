import { Dialog } from 'radix-ui';
import { m } from '$paraglide/messages.js';

/** The × that closes the dialog (or drawer) it sits in, named for screen readers. */
export function DialogClose({ className }: { className: string }) {
  return (
    <Dialog.Close className={className} aria-label={m.ui_close()}>
      ×
    </Dialog.Close>
  );
}
