import type { CatalogCategoryFilter } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { withCount } from '@/shared/with-count.ts';
import { parameterToken, stockChoice, toggled, type CategoryListingSearch } from './category-search.ts';
import { FilterGroup } from './FilterGroup.tsx';

export type FilterChange = Partial<Pick<CategoryListingSearch, 'param' | 'mfr' | 'pkg' | 'stock' | 'leadtime'>>;

interface Props {
  filter: CatalogCategoryFilter;
  search: CategoryListingSearch;
  /** Number format of the counts: the one the prices on the page use. */
  currency: string;
  onChange: (change: FilterChange) => void;
}

/**
 * The listing's filters: in stock only or lead time only (checking one
 * unchecks the other: the listing takes one of them), manufacturers, packages
 * and each parametric filter, every value with its part count.
 */
export function CategoryFilters({ filter, search, currency, onChange }: Props) {
  const valueLabel = (value: string, count: number) => withCount(value, formatPieces(count, currency));
  const params = new Set(search.param ?? []);
  const stock = stockChoice(search);
  const filtered = Boolean(search.param?.length || search.mfr?.length || search.pkg?.length || stock);
  return (
    <div className="category-filters">
      <h2 className="filters-title">{m.category_filtersTitle()}</h2>
      <CheckboxField id="filter-in-stock" label={m.category_filterInStock()} checked={stock === 'inStock'} onCheckedChange={(on) => onChange({ stock: on || undefined, leadtime: undefined })} />
      <CheckboxField
        id="filter-lead-time"
        label={m.category_filterLeadTime()}
        checked={stock === 'leadTime'}
        onCheckedChange={(on) => onChange({ leadtime: on || undefined, stock: undefined })}
      />
      {filter.manufacturers.length > 0 && (
        <FilterGroup
          legend={m.category_filterManufacturer()}
          options={filter.manufacturers.map((entry) => ({ key: String(entry.manufacturer_id), label: valueLabel(entry.name, entry.count) }))}
          checked={new Set((search.mfr ?? []).map(String))}
          onToggle={(key, on) => onChange({ mfr: toggled(search.mfr, Number(key), on) })}
        />
      )}
      {filter.packages.length > 0 && (
        <FilterGroup
          legend={m.category_filterPackage()}
          options={filter.packages.map((entry) => ({ key: entry.value, label: valueLabel(entry.value, entry.count) }))}
          checked={new Set(search.pkg ?? [])}
          onToggle={(key, on) => onChange({ pkg: toggled(search.pkg, key, on) })}
        />
      )}
      {filter.parameters.map((parameter) => (
        <FilterGroup
          key={parameter.parameter_id}
          legend={parameter.unit ? withCount(parameter.name, parameter.unit) : parameter.name}
          options={parameter.values.map((entry) => ({ key: parameterToken(parameter.parameter_id, entry.value), label: valueLabel(entry.value, entry.count) }))}
          checked={params}
          onToggle={(key, on) => onChange({ param: toggled(search.param, key, on) })}
        />
      ))}
      {filtered && (
        <button type="button" className="button filters-clear" onClick={() => onChange({ param: undefined, mfr: undefined, pkg: undefined, stock: undefined, leadtime: undefined })}>
          {m.category_filtersClear()}
        </button>
      )}
    </div>
  );
}
