import { Toast } from 'radix-ui';
import { m } from '$paraglide/messages.js';
import { dismissToast, useToasts } from './toast-store.ts';

/** Shows the toasts of toast-store: green for success, red for failure, each for its own duration. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" label={m.ui_notifications()}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          data-kind={toast.kind}
          duration={toast.durationMs}
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
        >
          <Toast.Description>{toast.text}</Toast.Description>
          <Toast.Close className="toast-close" aria-label={m.ui_close()}>
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
