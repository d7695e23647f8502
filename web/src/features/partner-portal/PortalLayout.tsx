import type { ReactNode } from 'react';
import { m } from '$paraglide/messages.js';
import { pages, pageTrail } from '@/platform/pages/page-catalog.ts';
import { Breadcrumb } from '@/ui/Breadcrumb.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { PARTNER_DOCUMENT_URL } from './partner-files.ts';
import { GUIDE_SLUGS, guideTitles, portalPath, REFERENCE_ENTRY } from './portal-entries.ts';
import './partner-portal.css';

/** The portal's side navigation: the guides, the reference and the document's download; the current page marked. */
function PortalNav({ current }: { current?: string }) {
  const link = (id: string, label: string) => (
    <li key={id}>
      <LocalLink to={portalPath(id)} aria-current={id === current ? 'page' : undefined}>
        {label}
      </LocalLink>
    </li>
  );
  return (
    <nav className="portal-nav" aria-label={m.partnerPortal_navLabel()}>
      <h2 className="portal-nav-title">{m.partnerPortal_guidesHeading()}</h2>
      <ul>{GUIDE_SLUGS.map((slug) => link(slug, guideTitles[slug]()))}</ul>
      <h2 className="portal-nav-title">{pages.integrationsApiSection.title()}</h2>
      <ul>
        {link(REFERENCE_ENTRY, m.partnerPortal_referenceWhole())}
        <li>
          <a href={PARTNER_DOCUMENT_URL} download>
            {m.partnerPortal_download()}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** A portal page: where it sits, its title, its content beside the portal's navigation. */
export function PortalLayout({ title, current, wide, children }: { title: string; current?: string; wide?: boolean; children: ReactNode }) {
  const trail = pageTrail('integrationsApi').map((key) => ({ label: pages[key].title(), path: pages[key].path }));
  const items = current ? [...trail, { label: title, path: portalPath(current) }] : trail;
  return (
    <article className="page-frame" aria-labelledby="page-title">
      <Breadcrumb items={items} />
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <div className={wide ? 'portal-layout portal-layout-wide' : 'portal-layout'}>
        <div className="portal-main">{children}</div>
        <PortalNav current={current} />
      </div>
    </article>
  );
}
