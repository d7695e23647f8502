import { localeOf } from '../../platform/i18n/locales.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { letter } from '../../platform/mail/letter.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { supplierMessages } from './messages.ts';

/** The result of the review, to the applicant's verified address, in the application's language. */
export function reviewResultMail(application: { email: string; locale: string; applicationNo: string; companyName: string }, outcome: { approved: boolean; reason: string | null }): OutgoingMail {
  const locale = localeOf(application.locale);
  const no = application.applicationNo;
  return {
    to: application.email,
    kind: outcome.approved ? 'supplier_approved' : 'supplier_refused',
    locale,
    subject: translate(locale, outcome.approved ? supplierMessages.approvedSubject : supplierMessages.refusedSubject, { no }),
    body: letter(
      locale,
      outcome.approved
        ? translate(locale, supplierMessages.approvedBody, { company: application.companyName })
        : translate(locale, supplierMessages.refusedBody, { reason: outcome.reason ?? '' }),
    ),
  };
}
