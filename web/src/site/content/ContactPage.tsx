import { m } from '$paraglide/messages.js';
import { openFeedback } from '@/features/feedback';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { ContactDetails } from './ContactDetails.tsx';

/** What a brand says on its contact page (its data: `site/variants/<key>/content.ts`). */
export interface ContactPageContent {
  text: () => string;
  /** When the brand's office answers, in its own time zone. */
  hours: () => string;
}

/** The contact page: the brand's word on reaching it, the contact channels with its office hours, and the feedback dialog. */
export function ContactPage({ content }: { content: ContactPageContent }) {
  return (
    <PageFrame page="contact">
      <p className="lead">{content.text()}</p>
      <ContactDetails hours={content.hours()} />
      <button type="button" className="button" onClick={openFeedback}>
        {m.site_sideFeedback()}
      </button>
    </PageFrame>
  );
}
