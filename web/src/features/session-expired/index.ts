// Where an expired session lands (/exit), and its URL parameter: the page to return to.
export { SessionExpiredPage } from './SessionExpiredPage.tsx';
export { exitSearchSchema } from './exit-search.ts';
export { exitSeo } from './exit-seo.ts';
