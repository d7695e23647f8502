import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The data folder of the reference server the running test's project browses (playwright.config.ts:
 * web/.e2e-data/<site>): it holds the mailbox file and the operator socket.
 */
export function serverDataDir(projectName = test.info().project.name): string {
  return join(import.meta.dirname, '../../../.e2e-data', projectName.replace(/^server-/, ''));
}

/** The file the server appends each mail to when no SMTP server is set (ADR 8). */
export const mailboxFile = (projectName?: string) => join(serverDataDir(projectName), 'mailbox.log');

interface Mail {
  number: number;
  to: string;
  subject: string;
  body: string;
}

/** The entries of the mailbox as the server's formatMailboxEntry writes them, oldest first. */
function readMails(file: string): Mail[] {
  if (!existsSync(file)) return [];
  const entries = readFileSync(file, 'utf8').matchAll(/─{72}\nMail #(\d+) [^\n]*\nTo: +([^\n]*)\nSubject: ([^\n]*)\n\n([\s\S]*?)\n─{72}/g);
  return [...entries].map(([, number, to, subject, body]) => ({ number: Number(number), to: to!, subject: subject!, body: body! }));
}

/** The number of the newest mail so far (0 when none): a code mailed later is told from earlier ones by it. */
export function lastMailNumber(file = mailboxFile()): number {
  return Math.max(0, ...readMails(file).map((mail) => mail.number));
}

/** A verification code stands in the subject ("123456 is your Chipmart verification code") and on a line of its own. */
const codeOf = (mail: Mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /^ {4}(\d{6})$/m.exec(mail.body)?.[1];

/**
 * The code of the newest mail to `email` numbered above `after`, waiting for the server's outbox, which
 * delivers in the background, to write it.
 */
export async function mailedCode(email: string, { after = 0, file = mailboxFile() }: { after?: number; file?: string } = {}): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mine = readMails(file).filter((mail) => mail.to === email && mail.number > after);
        code = mine.length > 0 ? codeOf(mine.at(-1)!) : undefined;
        return code;
      },
      { message: `a code mailed to ${email} after mail #${after}`, timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
