import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { ProductDetailCompact, loadGoodsDetail, productSeo } from '@/features/product';

export const Route = createFileRoute('/{-$lang}/productdetail/$id')({
  staticData: { serverRender: true },
  loader: ({ context, params }) => loadGoodsDetail(context.queryClient, params.id),
  head: ({ loaderData, match, params }) => pageHead('productDetailAlt', { match, params }, productSeo(loaderData, match.pathname)),
  component: ProductDetailRoute,
});

function ProductDetailRoute() {
  const { id } = Route.useParams();
  return <ProductDetailCompact goodsId={Number(id)} />;
}
