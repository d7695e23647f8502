import type { CatalogGoodsDetail } from '@chipmart/generated/internal/model/index';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { COMPARE_MAX_ITEMS } from '@/platform/constants.ts';
import { GoodsActions } from '@/shared/goods/GoodsActions.tsx';
import { useQueryScope } from '@/platform/query-scope.ts';
import { goodsDetailQueryOptions } from '@/features/product';
import { defaultImg } from '@/platform/default-image.ts';
import { localizePath } from '@/platform/i18n/locale.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { compareIdsPath } from './compare-list.ts';
import { overviewRows, parameterRows, type CompareRow } from './compare-rows.tsx';
import { removeFromCompare, useCompareList } from './compare-store.ts';
import { rowsToShow, withoutId } from './compare-table.ts';
import './compare-page.css';

/**
 * Up to five parts side by side: the ids of the link, or the parts this
 * browser's compare list holds. Rows whose values differ are marked and can
 * be shown alone; removing a part updates the list and the link.
 */
export function ComparePage({ ids: linkIds }: { ids: number[] | undefined }) {
  const list = useCompareList();
  const navigate = useNavigate();
  const ids = linkIds ?? list.ids.slice(0, COMPARE_MAX_ITEMS);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const scope = useQueryScope();

  const show = (next: readonly number[]) => void navigate({ href: localizePath(compareIdsPath(next)), replace: true });

  // Opened without ids: the link is made from the list, so it can be shared or reloaded.
  const listedIds = ids.join(',');
  useEffect(() => {
    if (linkIds === undefined && listedIds !== '') show(listedIds.split(',').map(Number));
  }, [linkIds, listedIds]);

  const results = useQueries({
    // The same queries as the product page: a part opened there is compared without another request.
    queries: ids.map((id) => ({ ...goodsDetailQueryOptions(id, scope), retry: false })),
  });

  function remove(id: number) {
    if (list.ids.includes(id)) removeFromCompare(id);
    show(withoutId(ids, id));
  }

  if (ids.length === 0) {
    return (
      <section aria-label={m.compare_emptyTitle()}>
        <EmptyState />
        <p className="compare-hint">
          {m.compare_emptyHint({ max: COMPARE_MAX_ITEMS })} <LocalLink to="/category">{m.compare_browseCategories()}</LocalLink>
        </p>
      </section>
    );
  }

  const details: (CatalogGoodsDetail | undefined)[] = results.map((result) => result.data);
  const allOverview = overviewRows(details);
  const allParameters = parameterRows(details);
  const overview = rowsToShow(allOverview, differencesOnly);
  const parameters = rowsToShow(allParameters, differencesOnly);
  const differing = [...allOverview, ...allParameters].filter((row) => row.differs).length;

  return (
    <section className="compare-page">
      <div className="compare-toolbar">
        <p className="compare-count" data-testid="compare-page-count">
          {m.compare_count({ count: `${ids.length}/${COMPARE_MAX_ITEMS}` })}
        </p>
        <CheckboxField id="compare-differences-only" label={m.compare_differencesOnly()} checked={differencesOnly} onCheckedChange={setDifferencesOnly} />
        <p className="compare-summary" aria-live="polite">
          {m.compare_differingRows({ count: differing })}
        </p>
      </div>
      <div className="compare-scroll">
        <table className="compare-table">
          <caption className="visually-hidden">{m.compare_caption({ count: ids.length })}</caption>
          <thead>
            <tr>
              <td className="compare-corner" />
              {ids.map((id, column) => {
                const result = results[column]!;
                const goods = result.data?.goods;
                return (
                  <th key={id} scope="col" className="compare-part" data-testid="compare-column">
                    {goods ? (
                      <>
                        <img
                          src={goods.icons || defaultImg}
                          alt={m.compare_partImageAlt({ part: goods.part_number })}
                          width={72}
                          height={72}
                          onError={(event) => (event.currentTarget.src = defaultImg)}
                        />
                        <LocalLink to={goods.goods_page_url} className="compare-part-number">
                          {goods.part_number}
                        </LocalLink>
                        <GoodsActions goods={goods} />
                      </>
                    ) : result.isPending ? (
                      <span className="compare-loading"><LoadingText /></span>
                    ) : (
                      <span className="compare-failed" role="alert">
                        {m.compare_loadFailed({ id })}
                      </span>
                    )}
                    <button
                      type="button"
                      className="button compare-remove"
                      onClick={() => remove(id)}
                      aria-label={m.compare_removePart({ part: goods?.part_number ?? String(id) })}
                    >
                      {m.compare_remove()}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <CompareRows rows={overview} details={details} />
          {parameters.length > 0 && (
            <>
              <tbody>
                <tr className="compare-section">
                  <th scope="colgroup" colSpan={ids.length + 1}>
                    {m.compare_parameters()}
                  </th>
                </tr>
              </tbody>
              <CompareRows rows={parameters} details={details} />
            </>
          )}
        </table>
      </div>
      {differencesOnly && differing === 0 && details.every(Boolean) && <p className="compare-hint">{m.compare_noDifferences()}</p>}
    </section>
  );
}

function CompareRows({ rows, details }: { rows: CompareRow[]; details: (CatalogGoodsDetail | undefined)[] }) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.key} className={row.differs ? 'compare-row compare-row-differs' : 'compare-row'} data-differs={row.differs || undefined}>
          <th scope="row">
            {row.label}
            {row.differs && <span className="compare-differs-tag">{m.compare_differs()}</span>}
          </th>
          {row.cells.map((cell, column) => (
            <td key={column}>{details[column] ? (cell ?? <NotListed />) : null}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** A part that does not list a value: a dash to the eye, words to a screen reader. */
function NotListed() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{m.compare_notListed()}</span>
    </>
  );
}
