import { ContentSectionLayout } from '@/features/content-pages';
import { ContactDetails } from './ContactDetails.tsx';

/** The company's contact details, among the other about pages. */
export function AboutContactPage() {
  return (
    <ContentSectionLayout page="aboutContact">
      <ContactDetails />
    </ContentSectionLayout>
  );
}
