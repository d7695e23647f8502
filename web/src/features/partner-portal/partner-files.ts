// Where the web build puts the partner reference page and the bundled document (web/scripts/partner-reference.ts).

/** Redocly's self-contained reference page (~2.5 MB): loaded only by the reference route, in its frame. */
export const REFERENCE_PAGE_URL = '/partner-api/reference.html';
/** The bundled partner document, for download. */
export const PARTNER_DOCUMENT_URL = '/partner-api/open-api-v1.json';

/** The reference page opened at one operation: Redoc resolves `#operation/<operationId>` to the operation's section. */
export const referencePageUrl = (operationId?: string) => (operationId ? `${REFERENCE_PAGE_URL}#operation/${encodeURIComponent(operationId)}` : REFERENCE_PAGE_URL);
