import type { UserApiApplicationRead } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { Fact } from '@/ui/Fact.tsx';
import { accountDay } from './account-dates.ts';
import { useApiApplicationQuery } from './account-queries.ts';

/** When the newest application was sent and decided, and why it was refused, read back from the server so a reload keeps them. */
export function ApiApplicationFacts() {
  const read = useApiApplicationQuery();
  // The state itself comes with the profile; these facts only add to it, so a failed read leaves them out.
  if (!read.data?.application) return null;
  return <Facts application={read.data.application} />;
}

function Facts({ application }: { application: NonNullable<UserApiApplicationRead['application']> }) {
  return (
    <dl className="account-facts" data-testid="api-application">
      <Fact term={m.account_apiSentOn()}>
        <time dateTime={application.submit_time}>{accountDay(application.submit_time)}</time>
      </Fact>
      {application.review_time && (
        <Fact term={m.account_apiDecidedOn()}>
          <time dateTime={application.review_time}>{accountDay(application.review_time)}</time>
        </Fact>
      )}
      {application.reject_reason && (
        <Fact term={m.account_apiRefusalReason()}>{application.reject_reason}</Fact>
      )}
    </dl>
  );
}
