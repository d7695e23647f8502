import { m } from '$paraglide/messages.js';
import { TypeaheadSearch } from '@/features/search/TypeaheadSearch.tsx';
import { Icon } from '@/ui/Icon.tsx';

/** A compact search with an icon button, sized for the single header bar, and suggestions as you type. */
export function SearchBox() {
  return (
    <TypeaheadSearch formClassName="search-box search-ru">
      <button type="submit" className="icon-button" aria-label={m.search_submit()}>
        <Icon name="search" />
      </button>
    </TypeaheadSearch>
  );
}
