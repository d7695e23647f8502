import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, contentPageSeo, loadContentPage } from '@/features/content-pages';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/companyprofile/shipping-delivering')({
  staticData: { serverRender: true },
  loader: ({ context }) => loadContentPage(context.queryClient, 'helpShippingDelivering'),
  head: ({ loaderData, match, params }) => pageHead('helpShippingDelivering', { match, params }, contentPageSeo(loaderData, match.pathname)),
  component: () => <ContentPage page="helpShippingDelivering" />,
});
