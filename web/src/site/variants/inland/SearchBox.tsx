import { m } from '$paraglide/messages.js';
import { TypeaheadSearch } from '@/features/search';
import { LocalLink } from '@/ui/LocalLink.tsx';

/**
 * A large search with suggestions as you type and a BOM shortcut beside it, for buyers who order whole bills of materials.
 * `label` names its search landmark: the header's differs from the home page's.
 */
export function SearchBox({ label = m.shell_partSearch() }: { label?: string }) {
  return (
    <div className="search-inland">
      <TypeaheadSearch formClassName="search-box" label={label}>
        <button type="submit" className="button button-primary">
          {m.search_submit()}
        </button>
      </TypeaheadSearch>
      <LocalLink to="/bom" className="button">
        {m.page_bom()}
      </LocalLink>
    </div>
  );
}
