import { m } from '$paraglide/messages.js';

/** Why the order could not change (it moved on since the page was loaded), with a way to see where it is now. */
export function ConflictNotice({ message, onRefresh }: { message: string; onRefresh: () => void }) {
  return (
    <div className="order-conflict" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRefresh}>
        {m.orders_refresh()}
      </button>
    </div>
  );
}
