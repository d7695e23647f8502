import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { sessions, users } from '../../platform/db/schema/index.ts';
import { newToken, tokenHash, WEB_SESSION_SECONDS } from './tokens.ts';

/** The signed-in user a valid bearer token stands for. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  email: string;
}

export interface IssuedSession {
  token: string;
  /** Seconds until the token expires. */
  expire: number;
  sessionId: number;
}

/** Starts a session for the user; only the token's hash is stored. */
export async function issueSession(
  db: Database,
  userId: number,
  now: Date,
  options: { kind?: 'web' | 'partner'; lifetimeSeconds?: number } = {},
): Promise<IssuedSession> {
  const lifetime = options.lifetimeSeconds ?? WEB_SESSION_SECONDS;
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: tokenHash(token),
      kind: options.kind ?? 'web',
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
    })
    .returning({ id: sessions.id });
  return { token, expire: lifetime, sessionId: row!.id };
}

/**
 * The user behind a token, or null when the token is unknown, expired,
 * revoked, of another kind (a partner API token does not open the shop) or
 * its account disabled.
 */
export async function authenticateToken(db: Database, token: string, now: Date, kind: 'web' | 'partner' = 'web'): Promise<AuthUser | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash(token)), eq(sessions.kind, kind), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.state, 0)))
    .limit(1);
  return row ?? null;
}

/** Signs out every live session of the user except `keepSessionId`; returns how many ended. */
export async function endSessions(db: Database, userId: number, now: Date, keepSessionId?: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
