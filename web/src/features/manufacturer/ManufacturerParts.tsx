import type { CatalogManufacturerProfile } from '@chipmart/generated/internal/model/index';
import { getRouteApi, Link } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { useCategoryGoods } from '@/features/category';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { withCount } from '@/shared/with-count.ts';
import { MANUFACTURER_PARTS_PAGE_SIZE, type ManufacturerProfileSearch } from './manufacturer-search.ts';

const route = getRouteApi('/{-$lang}/manufacturer/$id');

/** All the manufacturer's parts, one of its categories at a time, paged; the category and page are in the URL. */
export function ManufacturerParts({ profile, count }: { profile: CatalogManufacturerProfile; count: (value: number) => string }) {
  const search = route.useSearch();
  const categories = profile.top_categories;
  const chosen = categories.find((category) => category.category_id === search.category) ?? categories[0]!;
  const goods = useCategoryGoods({
    category_id: chosen.category_id,
    manufacturer_ids: [profile.manufacturer_id],
    page: search.page ?? 1,
    page_size: MANUFACTURER_PARTS_PAGE_SIZE,
  });
  const data = goods.data;
  return (
    <section aria-labelledby="manufacturer-parts" className="manufacturer-section">
      <h2 id="manufacturer-parts">{m.manufacturer_allParts()}</h2>
      <nav aria-label={m.manufacturer_categories({ name: profile.name })} className="manufacturer-categories">
        <ul>
          {categories.map((category) => (
            <li key={category.category_id}>
              <Link
                to="."
                search={((previous: ManufacturerProfileSearch) => ({ ...previous, category: category.category_id, page: undefined })) as never}
                resetScroll={false}
                aria-current={category.category_id === chosen.category_id ? 'true' : undefined}
              >
                {category.icon && <img src={category.icon} alt="" width={24} height={24} loading="lazy" />}
                {withCount(category.name, count(category.goods_count))}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {goods.isError && !data ? (
        <LoadFailed onRetry={() => void goods.refetch()} />
      ) : data && data.lists.length === 0 ? (
        <EmptyState height={200} />
      ) : (
        <GoodsTable
          rows={data?.lists ?? []}
          caption={m.manufacturer_partsCaption({ name: profile.name, category: chosen.name, page: data?.page ?? 1 })}
          loading={goods.isFetching || !data}
        />
      )}
      {data && <Pager page={data.page} lastPage={pageCount(data.total, data.page_size)} label={m.manufacturer_pagerLabel()} />}
      <p>
        <LocalLink to={chosen.category_page_url} search={{ mfr: [profile.manufacturer_id] } as never}>
          {m.manufacturer_filterLink({ name: profile.name, category: chosen.name })}
        </LocalLink>
      </p>
    </section>
  );
}
