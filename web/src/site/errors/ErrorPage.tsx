import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { isChunkLoadError, reloadForChunkError } from '@/platform/errors/chunk-reload.ts';
import { errorStatus } from '@/platform/errors/error-status.ts';
import { documentTitle } from '@/platform/pages/page-head.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Shown when the error page itself fails: plain, with no part that could fail again. */
export function ErrorPageFailed() {
  return (
    <section className="error-page" role="alert">
      <h1>{m.site_errorPageFailed()}</h1>
      <a href="/" className="button">
        {m.site_actionHome()}
      </a>
    </section>
  );
}

function ErrorContent({ error, reset }: ErrorComponentProps) {
  const status = errorStatus(error);
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadForChunkError();
  }, [chunkError]);
  useEffect(() => {
    if (status !== 404) document.title = documentTitle(m.site_errorTitle());
  }, [status]);
  if (status === 404) return <NotFoundPage />;
  return (
    <section className="error-page" aria-labelledby="error-title" data-status={status}>
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{m.site_errorTitle()}</h1>
      <p>{m.site_errorText()}</p>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={reset}>
          {m.site_errorRetry()}
        </button>
        <LocalLink to="/" className="button">
          {m.site_actionHome()}
        </LocalLink>
        <LocalLink to="/contact" className="button">
          {m.site_actionContact()}
        </LocalLink>
      </div>
    </section>
  );
}

/** Route errors: the error's status or 500, a title, a text and buttons; a failed code download reloads once. */
export function ErrorPage(props: ErrorComponentProps) {
  return (
    <ErrorBoundary fallback={<ErrorPageFailed />}>
      <ErrorContent {...props} />
    </ErrorBoundary>
  );
}
