import { m } from '$paraglide/messages.js';
import { useSession } from '@/platform/session/session-store.ts';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { Fact } from '@/ui/Fact.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { formatDate } from '@/platform/lib/date-format.ts';
import type { RfqSuccessSearch } from './rfq-success.ts';
import './rfq-page.css';

/** The RFQ was sent: its number, how many lines and when, and where to go next. */
export function RfqSuccessPage({ rfq_sn, item_count, create_time }: RfqSuccessSearch) {
  const { userInfo } = useSession();
  if (!rfq_sn) {
    return (
      <section className="rfq-success">
        <p>{m.rfq_successMissing()}</p>
        <div className="actions">
          <LocalLink to="/rfq" className="button button-primary">
            {m.rfq_backToList()}
          </LocalLink>
        </div>
      </section>
    );
  }
  const sentAt = create_time
    ? formatDate(create_time, htmlLang(currentLocale()), { dateStyle: 'long', timeStyle: 'short' })
    : undefined;
  return (
    <section className="rfq-success" aria-labelledby="rfq-success-title">
      <h2 id="rfq-success-title" className="rfq-success-title">
        {m.rfq_successTitle()}
      </h2>
      <dl className="rfq-success-facts">
        <div>
          <dt>{m.rfq_number()}</dt>
          <dd data-testid="rfq-number">{rfq_sn}</dd>
        </div>
        {item_count !== undefined && (
          <Fact term={m.rfq_lineCount()}>{item_count}</Fact>
        )}
        {sentAt && (
          <Fact term={m.rfq_sentAt()}>
            <time dateTime={create_time}>{sentAt}</time>
          </Fact>
        )}
      </dl>
      <p>{m.rfq_successNext()}</p>
      <div className="actions">
        {userInfo && (
          <LocalLink to="/myaccount/rfq-history" className="button button-primary">
            {m.rfq_history()}
          </LocalLink>
        )}
        <LocalLink to="/category" className="button">
          {m.rfq_continueShopping()}
        </LocalLink>
      </div>
    </section>
  );
}
