import { LoadingText } from '@/ui/LoadingText.tsx';

/**
 * Stand-in rows for a card's list while it loads: as many rows as the list asks for, each with blocks about as
 * wide as a row's order number, date, state and amount, so they wrap like the real rows and take their height.
 * Screen readers hear "Loading…" once.
 */
export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        <LoadingText />
      </p>
      <ul className="account-rows" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="account-row">
            <span className="account-skeleton account-skeleton-main" />
            <span className="account-skeleton account-skeleton-date" />
            <span className="account-skeleton account-skeleton-state" />
            <span className="account-skeleton account-skeleton-amount account-amount" />
          </li>
        ))}
      </ul>
    </>
  );
}
