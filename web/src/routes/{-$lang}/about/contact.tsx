import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { AboutContactPage } from '@/site/content/AboutContactPage.tsx';

export const Route = createFileRoute('/{-$lang}/about/contact')({
  staticData: { serverRender: true },
  head: (context) => pageHead('aboutContact', context),
  component: AboutContactPage,
});
