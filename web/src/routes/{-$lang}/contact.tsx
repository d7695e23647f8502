import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { ContactPage } from '@variant/ContactPage.tsx';

export const Route = createFileRoute('/{-$lang}/contact')({
  staticData: { serverRender: true },
  head: (context) => pageHead('contact', context),
  component: ContactPage,
});
