import { Link } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { GAP, pageWindow } from './page-window.ts';
import './pager.css';

/** The same page with another page number; every other search parameter (the filters) is kept. */
const withPage = (page: number) => ((previous: Record<string, unknown>) => ({ ...previous, page: page > 1 ? page : undefined })) as never;

/** Page links of a paged list: real links, so each page can be opened, shared and reloaded. */
export function Pager({ page, lastPage, label }: { page: number; lastPage: number; label: string }) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to="." search={withPage(page - 1)} rel="prev" className="pager-step">
              {m.shared_pagePrevious()}
            </Link>
          ) : (
            <span className="pager-step" aria-disabled="true">
              {m.shared_pagePrevious()}
            </span>
          )}
        </li>
        {pageWindow(page, lastPage).map((entry, index) =>
          entry === GAP ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pager-gap">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to="."
                search={withPage(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={m.shared_pageNumber({ page: entry })}
                className="pager-page"
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link to="." search={withPage(page + 1)} rel="next" className="pager-step">
              {m.shared_pageNext()}
            </Link>
          ) : (
            <span className="pager-step" aria-disabled="true">
              {m.shared_pageNext()}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
