import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { supplierCodeRequests } from '../../platform/db/schema/index.ts';
import { rateLimited } from '../../platform/http/errors.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { issueCode, RESEND_SECONDS, secondsUntilResend } from '../captcha/index.ts';
import { verificationCodeMail } from '../identity/index.ts';
import { HOUR_MS, SUPPLIER_LIMITS } from './limits.ts';
import { supplierMessages } from './messages.ts';
import { refuseIfAlreadyApplied } from './open-applications.ts';

/**
 * E-mails a supplier registration code. The limits live in the database and
 * are checked under a per-address transaction lock, so concurrent requests on
 * several server processes cannot slip past them: one code a minute per
 * address (the captcha store's resend wait), five an hour per address,
 * twenty an hour per client.
 */
export async function sendSupplierCode(db: Database, request: { email: string; clientAddress: string; locale: LocaleCode }, now: Date) {
  const { email, clientAddress } = request;
  await refuseIfAlreadyApplied(db, { email });
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const expire = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`supplier-code:${email}`}))`);
    const wait = await secondsUntilResend(tx, email, now);
    if (wait > 0) throw rateLimited(wait, supplierMessages.codeTooSoon);
    const [byEmail] = await tx.select({ sent: count() }).from(supplierCodeRequests).where(and(eq(supplierCodeRequests.email, email), gt(supplierCodeRequests.createTime, hourAgo)));
    if ((byEmail?.sent ?? 0) >= SUPPLIER_LIMITS.codesPerEmailHourly) throw rateLimited(3600, supplierMessages.tooManyCodes);
    const [byClient] = await tx
      .select({ sent: count() })
      .from(supplierCodeRequests)
      .where(and(eq(supplierCodeRequests.clientAddress, clientAddress), gt(supplierCodeRequests.createTime, hourAgo)));
    if ((byClient?.sent ?? 0) >= SUPPLIER_LIMITS.codesPerClientHourly) throw rateLimited(3600, supplierMessages.tooManyCodes);
    await tx.insert(supplierCodeRequests).values({ email, clientAddress, createTime: now });
    const issued = await issueCode(tx, { email, purpose: 'supplier_settle' }, now);
    await enqueueMail(tx, verificationCodeMail(email, 'supplier_settle', issued.code, issued.expire, request.locale), now);
    return issued.expire;
  });
  return { email, expires_in: expire, resend_after: RESEND_SECONDS };
}
