import type { CatalogGoodsSort } from '@chipmart/generated/internal/model/index';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { useQueryScope } from '@/platform/query-scope.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { Breadcrumb } from '@/ui/Breadcrumb.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { gateAttribute, HydrateWhenSeen } from '@/ui/HydrateWhenSeen.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { withCount } from '@/shared/with-count.ts';
import { findCategory, useCategoryTreeQuery } from '@/shared/catalog/category-tree.ts';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { CategoryFilters, type FilterChange } from './CategoryFilters.tsx';
import { filterQuery, listingQuery, type CategoryListingSearch } from './category-search.ts';
import { ListingToolbar } from './ListingToolbar.tsx';
import { useCategoryFilter, useCategoryGoods } from './use-category-listing.ts';
import './category.css';

const route = getRouteApi('/{-$lang}/category/$id');
const filtersGate = 'category-filters';

/** A category's parts with its filters, order and pages, all kept in the URL. */
export function CategoryListingPage() {
  const category = route.useLoaderData();
  const search = route.useSearch();
  const navigate = useNavigate();
  const { currency } = useQueryScope();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const goods = useCategoryGoods(listingQuery(category.id, search));
  const filter = useCategoryFilter(filterQuery(category.id, search));
  const children = findCategory(useCategoryTreeQuery().data?.lists ?? [], category.id)?.children ?? [];

  // Any change of what is listed starts again at page 1; the filters stay where the reader was.
  const update = (change: FilterChange | Partial<CategoryListingSearch>) =>
    void navigate({ to: '.', search: ((previous: CategoryListingSearch) => ({ ...previous, ...change, page: undefined })) as never, resetScroll: false });

  const page = goods.data?.page ?? search.page ?? 1;
  const lastPage = goods.data ? pageCount(goods.data.total, goods.data.page_size) : 1;
  const trail = [
    { label: pages.home.title(), path: pages.home.path },
    { label: pages.category.title(), path: pages.category.path },
    ...category.trail,
  ];

  return (
    <article className="page-frame category-page" aria-labelledby="page-title">
      <Breadcrumb items={trail} />
      <h1 id="page-title" className="page-title">
        {category.name}
      </h1>
      {children.length > 0 && (
        <nav className="subcategory-links" aria-label={m.category_subcategories()}>
          <ul>
            {children.map((child) => (
              <li key={child.category_id}>
                <LocalLink to={child.category_page_url}>
                  {withCount(child.name, formatPieces(child.goods_count, currency))}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="listing-layout">
        <aside className={filtersOpen ? 'listing-filters listing-filters-open' : 'listing-filters'} aria-label={m.category_filtersTitle()}>
          {/* Narrow screens show the parts first; the filters open on request. */}
          <button type="button" className="button filters-toggle" aria-expanded={filtersOpen} aria-controls="category-filters" onClick={() => setFiltersOpen(!filtersOpen)}>
            {filtersOpen ? m.category_filtersHide() : m.category_filtersShow()}
          </button>
          {/* Often half the page's markup, and closed on phones: it hydrates once shown or touched. */}
          <div id="category-filters" className="filters-body" {...gateAttribute(filtersGate)}>
            <HydrateWhenSeen gate={filtersGate}>
              {filter.data ? (
                <CategoryFilters filter={filter.data} search={search} currency={currency} onChange={update} />
              ) : filter.isError ? (
                <LoadFailed onRetry={() => void filter.refetch()} />
              ) : (
                <p className="listing-loading"><LoadingText /></p>
              )}
            </HydrateWhenSeen>
          </div>
        </aside>
        <section className="listing-results" aria-labelledby="listing-count">
          <ListingToolbar
            key={search.keyword ?? ''}
            sort={search.sort ?? 'relevance'}
            keyword={search.keyword ?? ''}
            onSort={(sort: CatalogGoodsSort) => update({ sort: sort === 'relevance' ? undefined : sort })}
            onKeyword={(keyword) => update({ keyword: keyword || undefined })}
          />
          <p id="listing-count" className="listing-count" role="status">
            {goods.data ? m.category_resultCount({ count: formatPieces(goods.data.total, currency) }) : <LoadingText />}
          </p>
          {goods.isError && !goods.data ? (
            <LoadFailed onRetry={() => void goods.refetch()} />
          ) : goods.data && goods.data.lists.length === 0 ? (
            <EmptyState type="search" height={240} />
          ) : (
            <GoodsTable rows={goods.data?.lists ?? []} caption={m.category_listingCaption({ name: category.name, page })} loading={goods.isFetching || !goods.data} />
          )}
          <Pager page={page} lastPage={lastPage} label={m.category_pagerLabel()} />
        </section>
      </div>
    </article>
  );
}
