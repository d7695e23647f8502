// Part-number search: the results page, its URL parameters and head, and the type-ahead the variants' search boxes hold.
export { SearchPage } from './SearchPage.tsx';
export { TypeaheadSearch } from './TypeaheadSearch.tsx';
export { searchPageSearch, type SearchPageSearch } from './search-params.ts';
export { searchPageSeo } from './search-seo.ts';
