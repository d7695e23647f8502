// The partner portal (/integrations-api): its start page, the guides and the Redocly reference, their loader and heads.
export { PortalHome } from './PortalHome.tsx';
export { PortalEntryPage } from './PortalEntryPage.tsx';
export { loadPortalEntry } from './portal-loaders.ts';
export { portalEntrySeo, portalHomeSeo } from './portal-seo.ts';
