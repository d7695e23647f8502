import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { ContactPage } from '@/site/content/ContactPage.tsx';
import { contactPage } from '@variant/content.ts';

export const Route = createFileRoute('/{-$lang}/contact')({
  staticData: { serverRender: true },
  head: (context) => pageHead('contact', context),
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage content={contactPage} />;
}
