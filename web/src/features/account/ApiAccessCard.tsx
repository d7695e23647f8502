import type { UserProfile } from '@chipmart/generated/internal/model/index';
import { UserApiAccessState } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { ApiApplicationFacts } from './ApiApplicationFacts.tsx';
import { ApiApplyForm } from './ApiApplyForm.tsx';
import { QueryBlock } from './QueryBlock.tsx';
import { apiAccessLabel } from './state-labels.ts';

interface ProfileQuery {
  data: UserProfile | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Access may be asked for when none was, or after a refusal or a revocation. */
const mayApply = (state: UserProfile['api_access']) =>
  state === UserApiAccessState.NotApplied || state === UserApiAccessState.Rejected || state === UserApiAccessState.Revoked;

const explanation: Record<UserProfile['api_access'], () => string> = {
  0: m.account_apiExplainNotApplied,
  1: m.account_apiExplainPending,
  2: m.account_apiExplainApproved,
  3: m.account_apiExplainRejected,
  4: m.account_apiExplainRevoked,
};

/** Where the partner API access stands, the way to apply for it, and the partner portal. */
export function ApiAccessCard({ profile }: { profile: ProfileQuery }) {
  const [formOpen, setFormOpen] = useState(false);
  return (
    <section className="account-card" aria-labelledby="account-api-title">
      <h2 id="account-api-title" className="account-card-title">
        {m.account_apiTitle()}
      </h2>
      <QueryBlock query={profile}>
        {(user) => (
          <>
            <p>
              <span className={`account-state account-api-state-${user.api_access}`} data-testid="api-access-state">
                {apiAccessLabel[user.api_access]()}
              </span>
            </p>
            <p className="account-muted">{explanation[user.api_access]()}</p>
            {user.api_access !== UserApiAccessState.NotApplied && <ApiApplicationFacts />}
            {mayApply(user.api_access) && !formOpen && (
              <button type="button" className="button button-primary" onClick={() => setFormOpen(true)}>
                {m.account_apiApply()}
              </button>
            )}
            {mayApply(user.api_access) && formOpen && (
              <ApiApplyForm
                profile={user}
                onCancel={() => setFormOpen(false)}
                onSent={() => setFormOpen(false)}
              />
            )}
          </>
        )}
      </QueryBlock>
      <LocalLink to="/integrations-api" className="account-card-link">
        {m.account_apiPortal()}
      </LocalLink>
    </section>
  );
}
