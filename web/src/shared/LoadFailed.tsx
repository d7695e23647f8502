import { m } from '$paraglide/messages.js';
import './load-states.css';

/** A block whose data could not be loaded: says so and offers to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>{m.shared_loadFailed()}</p>
      <button type="button" className="button" onClick={onRetry}>
        {m.shared_retry()}
      </button>
    </div>
  );
}
