import { createFileRoute } from '@tanstack/react-router';
import { homeBannersQueryOptions } from '@/features/home';
import { pageHead } from '@/platform/pages/page-head.ts';
import { currentQueryScope } from '@/platform/query-scope.ts';
import { HomePage } from '@variant/HomePage.tsx';

export const Route = createFileRoute('/{-$lang}/')({
  staticData: { serverRender: true },
  // Not awaited: the page shows at once and the banners arrive while its code loads.
  loader: ({ context }) => void context.queryClient.prefetchQuery(homeBannersQueryOptions(currentQueryScope())),
  head: (context) => pageHead('home', context),
  component: HomePage,
});
