import { m } from '$paraglide/messages.js';
import { TypeaheadSearch } from '@/features/search/TypeaheadSearch.tsx';
import { Icon } from '@/ui/Icon.tsx';

/** A wide part-number search with its button inside the field, and suggestions as you type. */
export function SearchBox() {
  return (
    <TypeaheadSearch formClassName="search-box search-default">
      <button type="submit" className="button button-primary">
        <Icon name="search" />
        <span>{m.search_submit()}</span>
      </button>
    </TypeaheadSearch>
  );
}
