import { createFileRoute } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { pageHead } from '@/platform/pages/page-head.ts';
import { searchPageSearch, type SearchPageSearch, SearchPage } from '@/features/search';

export const Route = createFileRoute('/{-$lang}/s')({
  staticData: { serverRender: true },
  validateSearch: searchPageSearch,
  head: ({ match, params }) => {
    const { keywords } = match.search as SearchPageSearch;
    return pageHead('search', { match, params }, {
      title: keywords ? m.search_pageTitle({ keywords }) : undefined,
      description: keywords ? m.search_pageDescription({ keywords }) : undefined,
      // Result pages of arbitrary queries are not pages for search engines.
      noIndex: true,
    });
  },
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: Partial<SearchPageSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }) });
  return <SearchPage search={search} onSearchChange={change} />;
}
