import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/how-to-buy')({
  staticData: { serverRender: true },
  head: (context) => pageHead('helpHowToBuy', context),
  component: () => <PageFrame page="helpHowToBuy" />,
});
