import type { SupplierSettlement } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';
import { Fact } from '@/ui/Fact.tsx';
import { settlementStateText, stateTone } from './review-states.ts';

const when = (iso: string) => formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' });

/** The account's applications, newest first, each with its state in words, and the review team's reason once refused. */
export function ApplicationList({ applications }: { applications: readonly SupplierSettlement[] }) {
  return (
    <ul className="supplier-applications" aria-label={m.supplier_applicationsTitle()}>
      {applications.map((application) => (
        <li key={application.application_no} className="supplier-application" data-testid="supplier-application">
          <div className="supplier-application-head">
            <strong>{application.application_no}</strong>
            <span className={stateTone(application.state)}>{settlementStateText(application.state)}</span>
          </div>
          <dl className="supplier-facts">
            <Fact term={m.supplier_companyLabel()}>{application.company_name}</Fact>
            <Fact term={m.supplier_emailLabel()}>{application.email}</Fact>
            <Fact term={m.supplier_submittedAt()}>
              <time dateTime={application.submitted_time}>{when(application.submitted_time)}</time>
            </Fact>
            {application.review_time && (
              <Fact term={m.supplier_reviewedAt()}>
                <time dateTime={application.review_time}>{when(application.review_time)}</time>
              </Fact>
            )}
          </dl>
          {application.refuse_reason && <p className="supplier-refuse-reason">{m.supplier_refuseReason({ reason: application.refuse_reason })}</p>}
        </li>
      ))}
    </ul>
  );
}
