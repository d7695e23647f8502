import { m } from '$paraglide/messages.js';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { ContactDetails } from '@/site/content/ContactDetails.tsx';
import { openFeedback } from '@/features/feedback';

export function ContactPage() {
  return (
    <PageFrame page="contact">
      <p className="lead">{m.contact_ru_text()}</p>
      <ContactDetails />
      <button type="button" className="button" onClick={openFeedback}>
        {m.side_feedback()}
      </button>
    </PageFrame>
  );
}
