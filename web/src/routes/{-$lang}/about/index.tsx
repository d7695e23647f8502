import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { AboutPage } from '@variant/AboutPage.tsx';

export const Route = createFileRoute('/{-$lang}/about/')({
  staticData: { serverRender: true },
  head: (context) => pageHead('about', context),
  component: AboutPage,
});
