import { m } from '$paraglide/messages.js';
import { localizePath } from '@/platform/i18n/locale.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { defaultImg } from '@/platform/default-image.ts';
import { COMPARE_MIN_ITEMS } from '@/platform/constants.ts';
import { canCompare, comparePagePath, compareCountText } from './compare-list.ts';
import { clearCompare, removeFromCompare, useCompareList } from './compare-store.ts';

/** The compare list (at most 5, shown as n/5); comparing opens the compare page in a new tab and needs two parts. */
export function ComparePanel() {
  const list = useCompareList();
  const ready = canCompare(list);
  return (
    <div className="drawer-body">
      <p className="compare-count" data-testid="compare-count">
        {m.compare_drawerCount({ count: compareCountText(list) })}
      </p>
      {list.ids.length === 0 ? (
        <EmptyState height={160} />
      ) : (
        <ul className="drawer-list" aria-label={m.compare_drawerTitle()}>
          {list.ids.map((id) => {
            const item = list.items[id];
            if (!item) return null;
            return (
              <li key={id} className="drawer-item" data-testid="compare-item">
                <img src={item.icons || defaultImg} alt="" width={40} height={40} />
                <div>
                  <div className="drawer-part">{item.part_number}</div>
                  <div className="drawer-meta">{item.brand_name}</div>
                </div>
                <button type="button" className="link-button" onClick={() => removeFromCompare(id)} aria-label={m.compare_drawerRemove({ part: item.part_number })}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!ready && <p className="drawer-hint">{m.compare_drawerNeedsTwo({ min: COMPARE_MIN_ITEMS })}</p>}
      <div className="drawer-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!ready}
          onClick={() => window.open(localizePath(comparePagePath(list)), '_blank', 'noopener')}
        >
          {m.compare_drawerCompare()}
        </button>
        <button type="button" className="button" disabled={list.ids.length === 0} onClick={clearCompare}>
          {m.compare_drawerClear()}
        </button>
      </div>
    </div>
  );
}
