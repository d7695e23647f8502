import { m } from '$paraglide/messages.js';
import { TypeaheadSearch } from '@/features/search';
import { Icon } from '@/ui/Icon.tsx';

/**
 * A rounded search field with the icon button at its end, and suggestions as you type.
 * `label` names its search landmark: the header's differs from the home page's.
 */
export function SearchBox({ label = m.site_shellPartSearch() }: { label?: string }) {
  return (
    <TypeaheadSearch formClassName="search-box search-ko" label={label}>
      <button type="submit" className="icon-button" aria-label={m.site_searchSubmit()}>
        <Icon name="search" />
      </button>
    </TypeaheadSearch>
  );
}
