import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { paymentNotifications, payments } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { recordResultAndApply, type ProviderResult } from './record-result.ts';

export type NotificationOutcome = 'paid' | 'pending' | 'duplicate' | 'notSuccess' | 'badSignature' | 'badAmount' | 'unknownOrder' | 'notPayable' | 'malformed';

/** Outcomes the provider is told were received: it stops sending them. */
const ACKNOWLEDGED: readonly string[] = ['paid', 'pending', 'duplicate', 'notSuccess'];

export interface ReceivedNotification {
  provider: ProviderResult['provider'];
  notificationId: string;
  providerRef: string | null;
  summary: Record<string, unknown>;
  at: Date;
}

/** Keeps a notification we refuse (a bad signature, an unreadable body): every one is stored, with why. */
export async function logRefusedNotification(db: Database, notification: ReceivedNotification, outcome: NotificationOutcome, signatureOk: boolean): Promise<void> {
  await db
    .insert(paymentNotifications)
    .values({ ...notification, signatureOk, outcome, createTime: notification.at })
    .onConflictDoNothing();
}

class Refused extends Error {
  constructor(readonly outcome: NotificationOutcome) {
    super(outcome);
  }
}

/**
 * Acts on a correctly signed notification, once. Its row (unique per provider
 * and notification id) is written in the same transaction as the provider's
 * result and the order's event, so a replay, even one racing the first
 * delivery, finds it and marks nothing; a refused one (wrong amount, order no
 * longer payable) is stored with its outcome after the work is undone.
 * `result` is null for a notification of a non-final trade status.
 */
export async function settleNotification(db: Database, notification: ReceivedNotification, result: ProviderResult | null): Promise<{ accepted: boolean; outcome: NotificationOutcome }> {
  try {
    const outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [row] = await tx
        .insert(paymentNotifications)
        .values({ ...notification, signatureOk: true, outcome: result ? 'paid' : 'notSuccess', createTime: notification.at })
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
      if (!row) return 'replayed' as const;
      if (!result) return 'notSuccess' as const;
      let recorded;
      try {
        recorded = await recordResultAndApply(tx, result, notification.at);
      } catch (error) {
        if (error instanceof AppError) throw new Refused('notPayable');
        throw error;
      }
      if (recorded.outcome === 'mismatch') throw new Refused('badAmount');
      const outcome: NotificationOutcome = recorded.outcome === 'duplicate' ? 'duplicate' : result.status === 'PENDING' ? 'pending' : 'paid';
      await tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, row.id));
      return outcome;
    });
    if (outcome !== 'replayed') return { accepted: true, outcome };
    const [stored] = await db
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.provider, notification.provider), eq(paymentNotifications.notificationId, notification.notificationId), eq(paymentNotifications.signatureOk, true)));
    return { accepted: ACKNOWLEDGED.includes(stored?.outcome ?? ''), outcome: 'duplicate' };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    let outcome = error.outcome;
    if (outcome === 'badAmount' && result) {
      const [created] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, result.provider), eq(payments.kind, 'order'), eq(payments.providerRef, result.providerRef)));
      if (!created) outcome = 'unknownOrder';
    }
    await logRefusedNotification(db, notification, outcome, true);
    return { accepted: false, outcome };
  }
}
