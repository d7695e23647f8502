import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';
import type { PageKey } from '@/platform/pages/page-catalog.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { ContentBody } from './ContentBody.tsx';
import { sectionOf } from './content-page-keys.ts';
import type { ContentPageKey } from './content-page-keys.ts';
import { contentPageQueryOptions } from './content-queries.ts';
import { parseContentHtml } from './html-allowlist.ts';
import { SectionNav } from './SectionNav.tsx';
import './content-pages.css';

/** A page of the about or help section: its own content beside the side navigation of its section. */
export function ContentSectionLayout({ page, children }: { page: PageKey; children: ReactNode }) {
  return (
    <PageFrame page={page}>
      <div className="content-layout">
        <div className="content-main">{children}</div>
        <SectionNav section={sectionOf(page)} current={page} />
      </div>
    </PageFrame>
  );
}

/** An about, help or policy page: the body its editors keep on the server, when it was last updated, and the section's navigation. */
export function ContentPage({ page }: { page: ContentPageKey }) {
  const content = useQuery(contentPageQueryOptions(page, useQueryScope()));
  const nodes = useMemo(() => (content.data ? parseContentHtml(content.data.content) : []), [content.data]);
  return (
    <ContentSectionLayout page={page}>
      {content.data ? (
        <>
          <ContentBody nodes={nodes} />
          <p className="content-updated">
            {m.contentPages_updated({ date: formatDate(content.data.update_time, htmlLang(currentLocale()), { dateStyle: 'long' }) })}
          </p>
        </>
      ) : content.isError ? (
        <LoadFailed onRetry={() => void content.refetch()} />
      ) : (
        <p className="content-loading">
          <LoadingText />
        </p>
      )}
    </ContentSectionLayout>
  );
}
