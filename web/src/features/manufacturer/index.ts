// Manufacturers: the A–Z index and the profile page, with their loader, URL parameters and heads.
export { ManufacturerIndexPage } from './ManufacturerIndexPage.tsx';
export { ManufacturerProfilePage } from './ManufacturerProfilePage.tsx';
export { loadManufacturerPage } from './manufacturer-queries.ts';
export { manufacturerIndexSearch, manufacturerProfileSearch } from './manufacturer-search.ts';
export { manufacturerIndexSeo, manufacturerProfileSeo } from './manufacturer-seo.ts';
