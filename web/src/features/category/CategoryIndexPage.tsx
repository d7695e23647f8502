import type { CatalogCategoryNode, CatalogCategoryStatItem } from '@chipmart/generated/internal/model/index';
import { getGetCategoryStatQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { m } from '$paraglide/messages.js';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope, useScopedQuery } from '@/platform/query-scope.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { withCount } from '@/shared/with-count.ts';
import { useCategoryTreeQuery } from '@/shared/catalog/category-tree.ts';
import { LoadingText } from '@/ui/LoadingText.tsx';
import './category.css';

/** Every category in its three levels, each with its part count; top categories also with stock and manufacturer counts. */
export function CategoryIndexPage() {
  const tree = useCategoryTreeQuery();
  const scope = useQueryScope();
  const stat = useScopedQuery(getGetCategoryStatQueryOptions(undefined, { query: { staleTime: SLOW_DATA_STALE_MS } }));
  const stats = new Map((stat.data?.categories ?? []).map((item) => [item.category_id, item]));
  const count = (value: number) => formatPieces(value, scope.currency);

  return (
    <PageFrame page="category">
      {tree.isError ? (
        <LoadFailed onRetry={() => void tree.refetch()} />
      ) : !tree.data ? (
        <p className="listing-loading page-loading"><LoadingText /></p>
      ) : tree.data.lists.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <nav className="category-jump" aria-label={m.category_jump()}>
            <ul>
              {tree.data.lists.map((top) => (
                <li key={top.category_id}>
                  <a href={`#category-${top.category_id}`}>{top.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="category-index">
            {tree.data.lists.map((top) => (
              <TopCategory key={top.category_id} top={top} stat={stats.get(top.category_id)} count={count} />
            ))}
          </div>
        </>
      )}
    </PageFrame>
  );
}

function TopCategory({ top, stat, count }: { top: CatalogCategoryNode; stat: CatalogCategoryStatItem | undefined; count: (value: number) => string }) {
  return (
    <section className="category-block" id={`category-${top.category_id}`} aria-labelledby={`category-${top.category_id}-title`}>
      <h2 id={`category-${top.category_id}-title`} className="category-block-title">
        {top.icon && <img src={top.icon} alt="" width={40} height={40} loading="lazy" />}
        <LocalLink to={top.category_page_url}>{top.name}</LocalLink>
      </h2>
      <p className="category-block-stats">
        {m.category_partsCount({ count: count(top.goods_count) })}
        {stat && (
          <>
            {' · '}
            {m.category_inStockCount({ count: count(stat.in_stock_count) })}
            {' · '}
            {m.category_manufacturersCount({ count: count(stat.manufacturer_count) })}
          </>
        )}
      </p>
      <ul className="category-level2">
        {top.children.map((child) => (
          <li key={child.category_id}>
            <LocalLink to={child.category_page_url} className="category-level2-link">
              {withCount(child.name, count(child.goods_count))}
            </LocalLink>
            {child.children.length > 0 && (
              <ul className="category-level3">
                {child.children.map((leaf) => (
                  <li key={leaf.category_id}>
                    <LocalLink to={leaf.category_page_url}>{withCount(leaf.name, count(leaf.goods_count))}</LocalLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
