import { m } from '$paraglide/messages.js';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { removeFromRfq, useRfqList } from './rfq-store.ts';

/** The RFQ list kept in this browser, and the way to the RFQ page. */
export function RfqPanel() {
  const list = useRfqList();
  return (
    <div className="drawer-body">
      {list.length === 0 ? (
        <EmptyState height={160} />
      ) : (
        <ul className="drawer-list" aria-label={m.rfq_drawerTitle()}>
          {list.map((item, index) => (
            <li key={`${item.part_number}-${index}`} className="drawer-item" data-testid="rfq-item">
              <div>
                <div className="drawer-part">{item.part_number}</div>
                {item.manufacturer && <div className="drawer-meta">{item.manufacturer}</div>}
                <div className="drawer-meta">{m.rfq_lineQuantity({ count: item.qty })}</div>
              </div>
              <button type="button" className="link-button" onClick={() => removeFromRfq(index)} aria-label={m.rfq_drawerRemove({ part: item.part_number })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <LocalLink to="/rfq" className="button button-primary drawer-action">
        {m.rfq_drawerGoToRfq()}
      </LocalLink>
    </div>
  );
}
