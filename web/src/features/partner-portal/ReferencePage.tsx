import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { referencePageUrl, PARTNER_DOCUMENT_URL } from './partner-files.ts';
import { REFERENCE_ENTRY } from './portal-entries.ts';
import { PortalLayout } from './PortalLayout.tsx';

/**
 * The reference Redocly built from the partner document, opened at an operation when one is named. It is a page of
 * its own in a frame, so its ~2.5 MB reach the browser only here, and it stays in English (the contract's language).
 */
export function ReferencePage({ operationId }: { operationId?: string }) {
  const url = referencePageUrl(operationId);
  return (
    <PortalLayout title={operationId ? m.partnerPortal_referenceOperation({ operation: operationId }) : pages.integrationsApiSection.title()} current={operationId ?? REFERENCE_ENTRY} wide>
      <p className="portal-reference-links">
        <a href={url} target="_blank" rel="noopener">
          {m.partnerPortal_referenceOpenFull()}
        </a>
        <a href={PARTNER_DOCUMENT_URL} download>
          {m.partnerPortal_download()}
        </a>
      </p>
      <iframe className="portal-reference" src={url} title={m.partnerPortal_referenceFrame()} lang="en" />
    </PortalLayout>
  );
}
