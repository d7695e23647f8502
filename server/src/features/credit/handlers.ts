import { signedIn, type Handler, type Handlers } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { applyForCredit } from './apply-for-credit.ts';
import { readUserCredit } from './credit-reads.ts';
import type { CreditDeps } from './deps.ts';

export const getUserCredit = (deps: CreditDeps): Handler<'getUserCredit', AuthUser> => async ({ user }) => {
  const { userId } = signedIn(user);
  return readUserCredit(deps.db, userId, deps.now(), deps.currencies);
};

/** The buyer's net terms: the line with its bills, and applying for one. */
export const creditHandlers = (deps: CreditDeps): Handlers<AuthUser> => ({
  getUserCredit: getUserCredit(deps),
  applyForCredit: applyForCredit(deps),
});
