// Part-number search: the results page and its URL parameters, and the type-ahead the variants' search boxes hold.
export { SearchPage } from './SearchPage.tsx';
export { TypeaheadSearch } from './TypeaheadSearch.tsx';
export { searchPageSearch, type SearchPageSearch } from './search-params.ts';
