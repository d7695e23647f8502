// Manufacturers: the A–Z index and the profile page, with their loader and URL parameters.
export { ManufacturerIndexPage } from './ManufacturerIndexPage.tsx';
export { ManufacturerProfilePage } from './ManufacturerProfilePage.tsx';
export { summaryOf } from './manufacturer-groups.ts';
export { loadManufacturerPage } from './manufacturer-queries.ts';
export { manufacturerIndexSearch, manufacturerProfileSearch } from './manufacturer-search.ts';
