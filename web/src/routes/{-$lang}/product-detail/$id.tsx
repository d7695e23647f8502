import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/product-detail/$id')({
  head: (context) => pageHead('productDetail', context),
  component: () => <PageFrame page="productDetail" />,
});
