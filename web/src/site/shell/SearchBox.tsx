import { m } from '$paraglide/messages.js';
import { TypeaheadSearch } from '@/features/search';
import { pages, type PageKey } from '@/platform/pages/page-catalog.ts';
import { Icon } from '@/ui/Icon.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** How a brand's search box looks (its data: `site/variants/<key>/search-box.ts`). */
export interface SearchBoxLook {
  /** The form's classes, which the brand's styles size and shape. */
  formClassName: string;
  /** What the submit button shows: an icon (named for screen readers), the icon and the word, or the word alone. */
  submit: 'icon' | 'iconAndText' | 'text';
  /** A page offered beside the search, both in a wrapper of this class. */
  shortcut?: { page: PageKey; className: string };
}

/**
 * The part-number search with suggestions as you type, looking as the brand wants it.
 * `label` names its search landmark: the header's differs from the home page's.
 */
export function SearchBox({ look, label = m.site_shellPartSearch() }: { look: SearchBoxLook; label?: string }) {
  const search = (
    <TypeaheadSearch formClassName={look.formClassName} label={label}>
      <SubmitButton shows={look.submit} />
    </TypeaheadSearch>
  );
  if (!look.shortcut) return search;
  const { page, className } = look.shortcut;
  return (
    <div className={className}>
      {search}
      <LocalLink to={pages[page].path} className="button">
        {pages[page].title()}
      </LocalLink>
    </div>
  );
}

function SubmitButton({ shows }: { shows: SearchBoxLook['submit'] }) {
  const text = m.site_searchSubmit();
  if (shows === 'icon') {
    return (
      <button type="submit" className="icon-button" aria-label={text}>
        <Icon name="search" />
      </button>
    );
  }
  return (
    <button type="submit" className="button button-primary">
      {shows === 'iconAndText' ? (
        <>
          <Icon name="search" />
          <span>{text}</span>
        </>
      ) : (
        text
      )}
    </button>
  );
}
