import type { CatalogSearchPage, CatalogSearchOptions } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { isFiltered, type SearchPageSearch } from './search-params.ts';

const ALL_CATEGORIES = 'all';

interface Choice {
  id: number;
  name: string;
}

/** Manufacturers and categories to offer: the suggestion call's, then any on the current page, then any already chosen. */
export function filterChoices(facets: CatalogSearchOptions | undefined, page: CatalogSearchPage | undefined, search: SearchPageSearch) {
  const manufacturers = new Map<number, string>();
  const categories = new Map<number, string>();
  for (const entry of facets?.manufacturers ?? []) manufacturers.set(entry.manufacturer_id, entry.name);
  for (const entry of facets?.categories ?? []) categories.set(entry.category_id, entry.name);
  for (const { goods } of page?.lists ?? []) {
    if (!manufacturers.has(goods.brand_id)) manufacturers.set(goods.brand_id, goods.brand_name);
    if (!categories.has(goods.category_id)) categories.set(goods.category_id, goods.category_name);
  }
  for (const id of search.manufacturer ?? []) if (!manufacturers.has(id)) manufacturers.set(id, m.search_manufacturerNumber({ id }));
  if (search.category && !categories.has(search.category)) categories.set(search.category, m.search_categoryNumber({ id: search.category }));
  const sorted = (map: Map<number, string>): Choice[] => [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return { manufacturers: sorted(manufacturers), categories: sorted(categories) };
}

interface Props {
  search: SearchPageSearch;
  manufacturers: Choice[];
  categories: Choice[];
  onChange: (next: Partial<SearchPageSearch>) => void;
}

/** Narrow the results by manufacturer, category and stock; each change goes into the URL and back to page 1. */
export function SearchFilters({ search, manufacturers, categories, onChange }: Props) {
  const chosen = new Set(search.manufacturer ?? []);
  const change = (next: Partial<SearchPageSearch>) => onChange({ ...next, page: undefined });
  const toggleManufacturer = (id: number, on: boolean) => {
    const next = [...chosen].filter((existing) => existing !== id).concat(on ? [id] : []);
    change({ manufacturer: next.length > 0 ? next : undefined });
  };
  return (
    <section className="search-filters" aria-labelledby="search-filters-title">
      <h2 id="search-filters-title" className="search-filters-title">
        {m.search_filtersTitle()}
      </h2>
      <CheckboxField id="search-in-stock" label={m.search_inStockOnly()} checked={Boolean(search.in_stock)} onCheckedChange={(on) => change({ in_stock: on || undefined })} />
      {categories.length > 0 && (
        <SelectField
          id="search-category"
          label={m.search_category()}
          value={search.category ? String(search.category) : ALL_CATEGORIES}
          onValueChange={(value) => change({ category: value === ALL_CATEGORIES ? undefined : Number(value) })}
          options={[{ value: ALL_CATEGORIES, label: m.search_allCategories() }, ...categories.map((entry) => ({ value: String(entry.id), label: entry.name }))]}
        />
      )}
      {manufacturers.length > 0 && (
        <fieldset className="search-filter-group">
          <legend className="field-label">{m.search_manufacturer()}</legend>
          {manufacturers.map((entry) => (
            <CheckboxField key={entry.id} id={`search-mfr-${entry.id}`} label={entry.name} checked={chosen.has(entry.id)} onCheckedChange={(on) => toggleManufacturer(entry.id, on)} />
          ))}
        </fieldset>
      )}
      {isFiltered(search) && (
        <button type="button" className="button" onClick={() => change({ manufacturer: undefined, category: undefined, in_stock: undefined })}>
          {m.search_clearFilters()}
        </button>
      )}
    </section>
  );
}
