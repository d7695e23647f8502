import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { sessions, users } from '../../platform/db/schema/index.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import { recordOperatorAction, type Operator } from '../../platform/operator/operator-actions.ts';
import { findUserByEmail, isDisabled } from './accounts.ts';
import type { IdentityDeps } from './deps.ts';
import { identityMessages } from './messages.ts';
import { issueSession, type AuthUser } from './sessions.ts';
import { upgradePasswordHash } from './sign-in.ts';
import { tokenHash } from './tokens.ts';

/** A partner token lives one day (decision 6); partners read `expire` rather than rely on it. */
export const PARTNER_TOKEN_SECONDS = 24 * 60 * 60;

/** UserApiAccessState 2: staff approved the account's application. */
const APPROVED = 2;

/**
 * Partner API tokens: sessions of kind 'partner', kept as SHA-256 hashes,
 * issued only to accounts whose API access is approved, and good only while
 * it stays approved (withdrawing access also revokes them, see
 * api-access-review.ts). Staff may revoke an account's tokens without
 * withdrawing its access.
 */
export function partnerTokens(deps: IdentityDeps) {
  return {
    /** getToken: e-mail and password of an approved account for a new token; each call issues another. */
    issue: async (email: string, password: string): Promise<{ token: string; expire: number }> => {
      const user = await findUserByEmail(deps.db, email);
      // An unknown account costs the same scrypt run as a wrong password, so timing does not tell them apart.
      const passwordRight = user ? await deps.passwords.verify(password, user.passwordHash) : await deps.passwords.verifyDecoy(password);
      if (!user || !passwordRight) throw new AppError(4010, identityMessages.partnerWrongCredentials);
      if (isDisabled(user)) throw forbidden(identityMessages.accountDisabled);
      if (user.apiAccess !== APPROVED) throw forbidden(identityMessages.partnerAccessNotApproved);
      await upgradePasswordHash(deps.db, deps.passwords, user, password);
      const session = await issueSession(deps.db, user.id, deps.now(), { kind: 'partner', lifetimeSeconds: PARTNER_TOKEN_SECONDS });
      return { token: session.token, expire: session.expire };
    },

    /** The account behind a partner token, or null when it is unknown, expired, revoked, or its access is no longer approved. */
    authenticate: async (token: string): Promise<AuthUser | null> => {
      if (token.length > 200) return null;
      const [row] = await deps.db
        .select({ sessionId: sessions.id, userId: users.id, email: users.email })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash(token)),
            eq(sessions.kind, 'partner'),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, deps.now()),
            eq(users.state, 0),
            eq(users.apiAccess, APPROVED),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Staff: ends every live partner token of the account (access stays approved: new tokens may be fetched). */
    revoke: async (input: { userId: number; reason?: string }, operator: Operator): Promise<{ user_id: number; revoked: number }> => {
      const at = deps.now();
      return deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, input.userId), eq(sessions.kind, 'partner'), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`${at}`)))
          .returning({ id: sessions.id });
        await recordOperatorAction(tx, {
          operator,
          action: 'api-access.revoke-tokens',
          target: `user:${input.userId}`,
          details: { revoked: ended.length, ...(input.reason ? { reason: input.reason } : {}) },
          at,
        });
        return { user_id: input.userId, revoked: ended.length };
      });
    },
  };
}
