import { appendFile } from 'node:fs/promises';
import { and, asc, eq, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/open.ts';
import { mailOutbox } from '../db/schema/index.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface MailDeliveryOptions {
  db: Database;
  now: () => Date;
  /** SMTP connection string (smtp://user:pass@host:587); without it mail goes to the local mailbox. */
  smtpUrl?: string;
  /** Sender address of every mail. */
  from?: string;
  /** A file each locally kept mail is appended to, so `npm run mailbox` can read it while the server holds the database. */
  mailboxFile?: string;
  /** Where locally kept mail is printed; the server log by default. */
  log?: (text: string) => void;
  /** How often pending mail is looked for besides the nudge after each new mail. */
  pollMilliseconds?: number;
}

const BATCH = 20;
const MAX_ATTEMPTS = 8;
/** A claimed mail is retried after this long if the process died while sending it. */
const CLAIM_SECONDS = 300;

/**
 * Delivers the outbox: by SMTP when configured, otherwise into the local
 * mailbox (the server log and the mailbox file). One pass at a time; failed
 * SMTP sends are retried with a growing delay, then given up.
 */
export class MailDelivery {
  private readonly transport;
  private readonly log: (text: string) => void;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(private readonly options: MailDeliveryOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    this.log = options.log ?? ((text) => console.log(text));
  }

  get mode(): 'smtp' | 'local' {
    return this.transport ? 'smtp' : 'local';
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollMilliseconds ?? 5000);
    this.timer.unref();
    this.kick();
  }

  /** Looks at the outbox now (called after a request committed new mail). */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Waits for the pass under way and stops; nothing is sent afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const due = await this.options.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.state, 'pending'), lte(mailOutbox.nextAttemptAt, this.options.now())))
          .orderBy(asc(mailOutbox.nextAttemptAt))
          .limit(BATCH);
        for (const mail of due) {
          if (this.closed) return;
          if (await this.claim(mail)) await this.deliver(mail);
        }
        if (due.length < BATCH || this.closed) return;
      }
    } catch (error) {
      if (!this.closed) console.error('Mail delivery failed; it is retried on the next pass:', error);
    }
  }

  /** Takes the mail for this pass, so a second server on the same database does not send it too. */
  private async claim(mail: OutboxRow): Promise<boolean> {
    const claimed = await this.options.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(this.options.now().getTime() + CLAIM_SECONDS * 1000), attempts: mail.attempts + 1 })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.state, 'pending'), eq(mailOutbox.nextAttemptAt, mail.nextAttemptAt)))
      .returning({ id: mailOutbox.id });
    return claimed.length === 1;
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    const { db, now } = this.options;
    try {
      if (this.transport) {
        await this.transport.sendMail({ from: this.options.from ?? 'Chipmart <no-reply@chipmart.example>', to: mail.recipient, subject: mail.subject, text: mail.body });
      } else {
        await this.keepLocally(mail);
      }
      await db.update(mailOutbox).set({ state: this.transport ? 'sent' : 'local', deliveredAt: now(), lastError: null }).where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      // 30 s, 1 min, 2 min, ... between attempts.
      const retryAt = new Date(now().getTime() + 30_000 * 2 ** (attempts - 1));
      await db
        .update(mailOutbox)
        .set({ state: giveUp ? 'failed' : 'pending', lastError: String((error as Error).message ?? error).slice(0, 500), nextAttemptAt: retryAt })
        .where(eq(mailOutbox.id, mail.id));
      if (giveUp) console.error(`Mail ${mail.id} to ${mail.recipient} could not be sent after ${attempts} attempts:`, error);
    }
  }

  private async keepLocally(mail: OutboxRow): Promise<void> {
    const text = formatMailboxEntry(mail);
    this.log(text);
    if (this.options.mailboxFile) await appendFile(this.options.mailboxFile, `${text}\n`, 'utf8');
  }
}

/** One mail as the server log, the mailbox file and `npm run mailbox` show it. */
export function formatMailboxEntry(mail: Pick<OutboxRow, 'id' | 'recipient' | 'subject' | 'body' | 'createdAt'>): string {
  const rule = '─'.repeat(72);
  return [rule, `Mail #${mail.id}  ${mail.createdAt.toISOString()}`, `To:      ${mail.recipient}`, `Subject: ${mail.subject}`, '', mail.body, rule].join('\n');
}
