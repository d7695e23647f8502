import { ContentSectionLayout } from '@/features/content-pages';
import { ContactDetails } from './ContactDetails.tsx';
import type { ContactPageContent } from './ContactPage.tsx';

/** The company's contact details and office hours, among the other about pages. */
export function AboutContactPage({ content }: { content: ContactPageContent }) {
  return (
    <ContentSectionLayout page="aboutContact">
      <ContactDetails hours={content.hours()} />
    </ContentSectionLayout>
  );
}
