import { useEffect } from 'react';
import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** Unknown pages and languages the variant does not offer. */
export function NotFoundPage() {
  // No route's head speaks for an unknown page: the tab and screen readers still get a title.
  useEffect(() => {
    document.title = m.site_documentTitle({ page: m.notFound_title() });
  }, []);
  return (
    <section className="error-page" aria-labelledby="not-found-title" data-status="404">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{m.notFound_title()}</h1>
      <p>{m.notFound_text()}</p>
      <div className="actions">
        <LocalLink to="/" className="button button-primary">
          {m.action_home()}
        </LocalLink>
        <LocalLink to="/contact" className="button">
          {m.action_contact()}
        </LocalLink>
      </div>
    </section>
  );
}
