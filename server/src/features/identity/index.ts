/**
 * Accounts and who is signed in: sign-up, sign-in (password or e-mailed
 * code), sessions, profiles, API access (and its review by staff), and the
 * demo accounts. The profile's credit state is read through the injected
 * `creditStateOf` (the credit feature owns credit).
 * Features with secured operations type their handlers with `AuthUser`; the
 * app hands the contract layer `authenticate`.
 */
import { apiAccessOperator } from './api-access-review.ts';
import type { IdentityDeps } from './deps.ts';
import { identityHandlers } from './handlers.ts';
import { partnerTokens } from './partner-tokens.ts';
import { signInFailureCleanup } from './sign-in-guard.ts';
import { authenticateToken } from './sessions.ts';

export { API_ACCESS_REVIEW, type ApiAccessStateName } from './api-access-review.ts';
export { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';
export type { CreditStateReader, IdentityDeps } from './deps.ts';
export { PARTNER_TOKEN_SECONDS } from './partner-tokens.ts';
export { PasswordHasher } from './passwords.ts';
export { verificationCodeMail } from './account-mail.ts';
export type { AuthUser } from './sessions.ts';

export function createIdentityFeature(deps: IdentityDeps) {
  const partner = partnerTokens(deps);
  return {
    handlers: identityHandlers(deps),
    /** The user a bearer token stands for, or null when it is expired, revoked or unknown. */
    authenticate: (token: string) => authenticateToken(deps.db, token, deps.now()),
    /** Staff's review of partner API access. */
    operator: { apiAccess: { ...apiAccessOperator(deps), revokeTokens: partner.revoke } },
    /** Partner API tokens: getToken, and who a partner token stands for. */
    partnerTokens: { issue: partner.issue, authenticate: partner.authenticate },
    timers: [signInFailureCleanup(deps.db)],
  };
}
