import { useEffect } from 'react';
import { m } from '$paraglide/messages.js';
import { documentTitle } from '@/platform/pages/page-head.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** Unknown pages and languages the variant does not offer. */
export function NotFoundPage() {
  // No route's head speaks for an unknown page: the tab and screen readers still get a title.
  useEffect(() => {
    document.title = documentTitle(m.site_notFoundTitle());
  }, []);
  return (
    <section className="error-page" aria-labelledby="not-found-title" data-status="404">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{m.site_notFoundTitle()}</h1>
      <p>{m.site_notFoundText()}</p>
      <div className="actions">
        <LocalLink to="/" className="button button-primary">
          {m.site_actionHome()}
        </LocalLink>
        <LocalLink to="/contact" className="button">
          {m.site_actionContact()}
        </LocalLink>
      </div>
    </section>
  );
}
