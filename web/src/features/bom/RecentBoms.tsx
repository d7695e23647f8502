import { BomState } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { bomMoment, countText, totalText } from './bom-figures.ts';
import { useBomList } from './bom-queries.ts';
import { bomStateText } from './bom-words.ts';

/** How many of the buyer's latest BOMs the upload page lists. */
export const RECENT_BOMS = 5;

/** The buyer's latest BOMs under the upload, each linking to its page, and the way to all of them. */
export function RecentBoms() {
  const boms = useBomList({ page: 1, page_size: RECENT_BOMS });
  return (
    <section className="bom-recent" aria-labelledby="bom-recent-title">
      <h2 id="bom-recent-title" className="bom-section-title">
        {m.bom_recentTitle()}
      </h2>
      {boms.isError && !boms.data ? (
        <LoadFailed onRetry={() => void boms.refetch()} />
      ) : !boms.data ? (
        <p>
          <LoadingText />
        </p>
      ) : boms.data.lists.length === 0 ? (
        <p className="bom-hint">{m.bom_recentNone()}</p>
      ) : (
        <>
          <ul className="bom-recent-list">
            {boms.data.lists.map((bom) => (
              <li key={bom.bom_id}>
                <LocalLink to={`/bom/${bom.bom_id}`} className="bom-recent-name">
                  {bom.bom_name}
                </LocalLink>
                <span className="bom-muted">
                  {m.bom_recentFacts({
                    lines: countText(bom.line_count, bom),
                    matched: countText(bom.matched_count, bom),
                    state: bomStateText(bom.state),
                    updated: bomMoment(bom.updated_time),
                  })}
                </span>
                {bom.state === BomState.Matched && <span className="bom-recent-total">{totalText(bom.total_price, bom)}</span>}
              </li>
            ))}
          </ul>
          {boms.data.total > boms.data.lists.length && (
            <LocalLink to="/myaccount/bom-list" className="bom-more">
              {m.bom_recentAll({ count: boms.data.total })}
            </LocalLink>
          )}
        </>
      )}
    </section>
  );
}
