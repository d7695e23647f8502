import type { ReactNode } from 'react';
import { Breadcrumb } from '@/ui/Breadcrumb.tsx';
import { pages, pageTrail, type PageKey } from '@/platform/pages/page-catalog.ts';

/** The frame every page sits in: breadcrumb, the page's title as its heading, then its content. */
export function PageFrame({ page, children }: { page: PageKey; children?: ReactNode }) {
  const trail = pageTrail(page).map((key) => ({ label: pages[key].title(), path: pages[key].path }));
  return (
    <article className="page-frame" aria-labelledby="page-title">
      <Breadcrumb items={trail} />
      <h1 id="page-title" className="page-title">
        {pages[page].title()}
      </h1>
      {children}
    </article>
  );
}
