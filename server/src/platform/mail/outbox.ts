import type { Database } from '../db/open.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { LocaleCode } from '../i18n/locales.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** What the mail is about: verification_code, email_changed, password_changed. */
  kind: string;
  locale: LocaleCode;
}

/**
 * Queues a mail. Call it inside the transaction of the change the mail
 * reports, so a mail is sent exactly when that change is committed.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    body: mail.body,
    kind: mail.kind,
    locale: mail.locale,
    createdAt: now,
    nextAttemptAt: now,
  });
}
