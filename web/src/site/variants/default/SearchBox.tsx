import { m } from '$paraglide/messages.js';
import { TypeaheadSearch } from '@/features/search';
import { Icon } from '@/ui/Icon.tsx';

/**
 * A wide part-number search with its button inside the field, and suggestions as you type.
 * `label` names its search landmark: the header's differs from the home page's.
 */
export function SearchBox({ label = m.site_shellPartSearch() }: { label?: string }) {
  return (
    <TypeaheadSearch formClassName="search-box search-default" label={label}>
      <button type="submit" className="button button-primary">
        <Icon name="search" />
        <span>{m.site_searchSubmit()}</span>
      </button>
    </TypeaheadSearch>
  );
}
