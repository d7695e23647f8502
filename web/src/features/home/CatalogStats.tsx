import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { QueryBlock } from './HomeSection.tsx';
import { useCatalogStats } from './home-queries.ts';
import './home.css';

/** The catalog in numbers (parts, in stock, manufacturers, suppliers), optionally with each top category's counts. */
export function CatalogStats({ withCategories = false }: { withCategories?: boolean }) {
  const stats = useCatalogStats();
  const { currency } = useQueryScope();
  const count = (value: number) => formatPieces(value, currency);
  return (
    <section className="catalog-stats" aria-label={m.home_statsLabel()}>
      <QueryBlock query={stats} reserve={withCategories ? 230 : 84}>
        {(data) => (
          <>
            <dl className="stats-totals">
              <div>
                <dt>{m.home_statParts()}</dt>
                <dd>{count(data.parts_count)}</dd>
              </div>
              <div>
                <dt>{m.home_statInStock()}</dt>
                <dd>{count(data.in_stock_parts_count)}</dd>
              </div>
              <div>
                <dt>{m.home_statManufacturers()}</dt>
                <dd>{count(data.manufacturers_count)}</dd>
              </div>
              <div>
                <dt>{m.home_statSuppliers()}</dt>
                <dd>{count(data.suppliers_count)}</dd>
              </div>
            </dl>
            {withCategories && (
              <ul className="stats-categories">
                {data.categories.map((category) => (
                  <li key={category.category_id}>
                    <LocalLink to={category.category_page_url} className="stats-category">
                      {category.icon && <img src={category.icon} alt="" width={32} height={32} loading="lazy" />}
                      <span className="stats-category-name">{category.name}</span>
                      <span className="stats-category-counts">{m.home_partsInStock({ count: count(category.goods_count), inStock: count(category.in_stock_count) })}</span>
                    </LocalLink>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryBlock>
    </section>
  );
}
