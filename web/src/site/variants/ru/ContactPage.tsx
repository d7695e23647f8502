import { m } from '$paraglide/messages.js';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { ContactDetails } from '@/site/content/ContactDetails.tsx';
import { openFeedback } from '@/features/feedback';

export function ContactPage() {
  return (
    <PageFrame page="contact">
      <p className="lead">{m.site_ruContactText()}</p>
      <ContactDetails />
      <button type="button" className="button" onClick={openFeedback}>
        {m.site_sideFeedback()}
      </button>
    </PageFrame>
  );
}
