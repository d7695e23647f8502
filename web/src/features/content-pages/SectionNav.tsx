import { m } from '$paraglide/messages.js';
import { pages, type PageKey } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { sectionPages, type ContentSection } from './content-page-keys.ts';

/** The side navigation among the about pages or the help pages, the current one marked. */
export function SectionNav({ section, current }: { section: ContentSection; current: PageKey }) {
  const label = section === 'help' ? m.contentPages_helpNav() : m.contentPages_aboutNav();
  return (
    <nav className="content-nav" aria-label={label}>
      <h2 className="content-nav-title">{label}</h2>
      <ul>
        {sectionPages(section).map((key) => (
          <li key={key}>
            <LocalLink to={pages[key].path} aria-current={key === current ? 'page' : undefined} activeOptions={{ exact: true }}>
              {pages[key].title()}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
