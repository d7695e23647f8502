import { m } from '$paraglide/messages.js';
import { EMPTY_STATE_HEIGHT_PX } from '@/platform/constants.ts';

/** A box for lists with nothing to show: 'search' says nothing related was found, any other type that it is empty. */
export function EmptyState({ type, height = EMPTY_STATE_HEIGHT_PX }: { type?: string; height?: number }) {
  return (
    <div className="empty-state" style={{ height }} role="status">
      <svg aria-hidden="true" width="48" height="48" viewBox="0 0 48 48">
        <rect x="8" y="14" width="32" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 22h32" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p>{type === 'search' ? m.ui_emptySearch() : m.ui_empty()}</p>
    </div>
  );
}
