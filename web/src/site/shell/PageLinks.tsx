import { pages, type PageKey } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** A list of links to pages of the catalog, titled as the pages are. */
export function PageLinks({ keys, label }: { keys: PageKey[]; label: string }) {
  return (
    <nav aria-label={label} className="page-links">
      <h2 className="footer-heading">{label}</h2>
      <ul>
        {keys.map((key) => (
          <li key={key}>
            <LocalLink to={pages[key].path}>{pages[key].title()}</LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
