import { m } from '$paraglide/messages.js';
import { TypeaheadSearch } from '@/features/search/TypeaheadSearch.tsx';
import { Icon } from '@/ui/Icon.tsx';

/** A rounded search field with the icon button at its end, and suggestions as you type. */
export function SearchBox() {
  return (
    <TypeaheadSearch formClassName="search-box search-ko">
      <button type="submit" className="icon-button" aria-label={m.search_submit()}>
        <Icon name="search" />
      </button>
    </TypeaheadSearch>
  );
}
