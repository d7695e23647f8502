import { m } from '$paraglide/messages.js';
import './load-states.css';

/** A block whose data could not be loaded: says so and offers to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>{m.browse_loadFailed()}</p>
      <button type="button" className="button" onClick={onRetry}>
        {m.browse_retry()}
      </button>
    </div>
  );
}
