import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { AboutPage } from '@/site/content/AboutPage.tsx';
import { aboutPage } from '@variant/content.ts';

export const Route = createFileRoute('/{-$lang}/about/')({
  staticData: { serverRender: true },
  head: (context) => pageHead('about', context),
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage content={aboutPage} />;
}
