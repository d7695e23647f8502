import { CatalogGoodsSort } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { SelectField } from '@/ui/fields/SelectField.tsx';

const sortLabels: Record<CatalogGoodsSort, () => string> = {
  relevance: m.category_sortRelevance,
  price_asc: m.category_sortPriceAsc,
  price_desc: m.category_sortPriceDesc,
  stock_desc: m.category_sortStock,
  part_number: m.category_sortPartNumber,
};

interface Props {
  sort: CatalogGoodsSort;
  keyword: string;
  onSort: (sort: CatalogGoodsSort) => void;
  onKeyword: (keyword: string) => void;
}

/** Above the listing: a search inside the category and the order of the rows. */
export function ListingToolbar({ sort, keyword, onSort, onKeyword }: Props) {
  const [draft, setDraft] = useState(keyword);
  return (
    <div className="listing-toolbar">
      <form
        role="search"
        aria-label={m.category_keywordLabel()}
        className="listing-keyword"
        onSubmit={(event) => {
          event.preventDefault();
          onKeyword(draft.trim());
        }}
      >
        <label htmlFor="listing-keyword" className="field-label">
          {m.category_keywordLabel()}
        </label>
        <span className="listing-keyword-row">
          <input id="listing-keyword" className="input" type="search" maxLength={100} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />
          <button type="submit" className="button">
            {m.category_keywordSubmit()}
          </button>
        </span>
      </form>
      <div className="listing-sort">
        <SelectField
          id="listing-sort"
          label={m.category_sortLabel()}
          value={sort}
          onValueChange={(value) => onSort(value as CatalogGoodsSort)}
          options={Object.values(CatalogGoodsSort).map((value) => ({ value, label: sortLabels[value]() }))}
        />
      </div>
    </div>
  );
}
