import { m } from '$paraglide/messages.js';
import { TypeaheadSearch } from '@/features/search';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/**
 * A large search with suggestions as you type and a BOM shortcut beside it, for buyers who order whole bills of materials.
 * `label` names its search landmark: the header's differs from the home page's.
 */
export function SearchBox({ label = m.site_shellPartSearch() }: { label?: string }) {
  return (
    <div className="search-inland">
      <TypeaheadSearch formClassName="search-box" label={label}>
        <button type="submit" className="button button-primary">
          {m.site_searchSubmit()}
        </button>
      </TypeaheadSearch>
      <LocalLink to="/bom" className="button">
        {pages.bom.title()}
      </LocalLink>
    </div>
  );
}
