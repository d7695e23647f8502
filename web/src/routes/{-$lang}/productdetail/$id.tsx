import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { ProductDetailCompact } from '@/features/product/ProductDetailCompact.tsx';
import { loadGoodsDetail } from '@/features/product/product-queries.ts';
import { productSeo } from '@/features/product/product-seo.ts';

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
