import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { CartPage } from '@/features/cart';

export const Route = createFileRoute('/{-$lang}/shoppingcart')({
  staticData: { serverRender: true },
  beforeLoad: requireSignIn,
  // One buyer's cart: not a page for search engines.
  head: (context) => pageHead('shoppingCart', context, { noIndex: true }),
  component: () => (
    <PageFrame page="shoppingCart">
      <CartPage />
    </PageFrame>
  ),
});
