import { m } from '$paraglide/messages.js';
import { LocalLink } from './LocalLink.tsx';

/** Where the page sits: each step links to its page, the last one is the current page. */
export function Breadcrumb({ items }: { items: { label: string; path: string }[] }) {
  return (
    <nav aria-label={m.ui_breadcrumb()} className="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={item.path + index}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <LocalLink to={item.path}>{item.label}</LocalLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
