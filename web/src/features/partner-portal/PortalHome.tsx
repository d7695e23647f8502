import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { PARTNER_DOCUMENT_URL } from './partner-files.ts';
import { GUIDE_SLUGS, guideSummaries, guideTitles, partnerOperations, portalPath, REFERENCE_ENTRY } from './portal-entries.ts';
import { PortalLayout } from './PortalLayout.tsx';

/** /integrations-api: what the partner API is for, the guides, the reference by operation, and the document to download. */
export function PortalHome() {
  return (
    <PortalLayout title={pages.integrationsApi.title()}>
      <p className="portal-lead">{m.partnerPortal_intro()}</p>
      <p>{m.partnerPortal_introAccess()}</p>
      <section aria-labelledby="portal-guides">
        <h2 id="portal-guides">{m.partnerPortal_guidesHeading()}</h2>
        <ul className="portal-cards">
          {GUIDE_SLUGS.map((slug) => (
            <li key={slug}>
              <LocalLink to={portalPath(slug)}>{guideTitles[slug]()}</LocalLink>
              <p>{guideSummaries[slug]()}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="portal-reference">
        <h2 id="portal-reference">{pages.integrationsApiSection.title()}</h2>
        <p>{m.partnerPortal_referenceText()}</p>
        <ul className="portal-operations">
          <li>
            <LocalLink to={portalPath(REFERENCE_ENTRY)}>{m.partnerPortal_referenceWhole()}</LocalLink>
          </li>
          {partnerOperations.map((operation) => (
            <li key={operation.id}>
              <LocalLink to={portalPath(operation.id)}>
                <code>{operation.id}</code>
              </LocalLink>
            </li>
          ))}
        </ul>
        <p>
          <a className="button" href={PARTNER_DOCUMENT_URL} download>
            {m.partnerPortal_download()}
          </a>
        </p>
      </section>
    </PortalLayout>
  );
}
