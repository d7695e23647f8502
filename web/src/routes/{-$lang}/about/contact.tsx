import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { AboutContactPage } from '@/site/content/AboutContactPage.tsx';
import { contactPage } from '@variant/content.ts';

export const Route = createFileRoute('/{-$lang}/about/contact')({
  staticData: { serverRender: true },
  head: (context) => pageHead('aboutContact', context),
  component: AboutContactRoute,
});

function AboutContactRoute() {
  return <AboutContactPage content={contactPage} />;
}
