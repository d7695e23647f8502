import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { SellYourExcessPage, sellYourExcessSeo } from '@/features/supplier';

export const Route = createFileRoute('/{-$lang}/sell-your-excess')({
  staticData: { serverRender: true },
  head: (context) => pageHead('sellYourExcess', context, sellYourExcessSeo()),
  component: () => (
    <PageFrame page="sellYourExcess">
      <SellYourExcessPage />
    </PageFrame>
  ),
});
