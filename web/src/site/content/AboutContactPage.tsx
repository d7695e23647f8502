import { PageFrame } from '@/shared/PageFrame.tsx';
import { ContactDetails } from './ContactDetails.tsx';

export function AboutContactPage() {
  return (
    <PageFrame page="aboutContact">
      <ContactDetails />
    </PageFrame>
  );
}
