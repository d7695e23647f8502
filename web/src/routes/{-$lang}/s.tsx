import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { searchPageSearch, searchPageSeo, type SearchPageSearch, SearchPage } from '@/features/search';

export const Route = createFileRoute('/{-$lang}/s')({
  staticData: { serverRender: true },
  validateSearch: searchPageSearch,
  head: ({ match, params }) => pageHead('search', { match, params }, searchPageSeo((match.search as SearchPageSearch).keywords)),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: Partial<SearchPageSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }) });
  return <SearchPage search={search} onSearchChange={change} />;
}
