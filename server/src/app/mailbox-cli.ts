// `npm run mailbox [-- --last N]`: the newest mail Chipmart kept, for a machine without SMTP_URL.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { DataDirInUseError } from '../platform/db/lock.ts';
import { openDatabase, type DatabaseTarget } from '../platform/db/open.ts';
import { mailOutbox } from '../platform/db/schema/index.ts';
import { formatMailboxEntry } from '../platform/mail/delivery.ts';
import { readConfig } from './config.ts';

/** The file the server appends each locally kept mail to. */
export const mailboxFileIn = (dataDir: string) => join(dataDir, 'mailbox.log');

const lastArgument = process.argv.indexOf('--last');
const count = lastArgument > 0 ? Number(process.argv[lastArgument + 1]) : 10;
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run mailbox [-- --last N]');
  process.exit(2);
}

// npm runs workspace scripts in the workspace folder; DATA_DIR is relative to where `npm run` was typed, as for `npm start`.
const config = readConfig(process.env, process.env.INIT_CWD ?? process.cwd());

async function fromDatabase(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(count);
    if (mails.length === 0) console.log('The mailbox is empty.');
    for (const mail of mails.reverse()) console.log(`${formatMailboxEntry(mail)}\n(${mail.state}${mail.lastError ? `: ${mail.lastError}` : ''})`);
  } finally {
    await database.close();
  }
}

/** While the server runs it holds the embedded database; the mailbox file it writes can be read meanwhile. */
function fromMailboxFile(): void {
  const file = mailboxFileIn(config.dataDir);
  if (!existsSync(file)) {
    console.log(`The Chipmart server is running on ${config.dataDir} and holds its database. The server log shows each mail as it is sent; stop the server to list the mailbox here.`);
    return;
  }
  const entries = readFileSync(file, 'utf8').match(/─{72}\nMail #[\s\S]*?\n─{72}/g) ?? [];
  if (entries.length === 0) console.log('The mailbox is empty.');
  for (const entry of entries.slice(-count)) console.log(entry);
}

if (config.databaseUrl) {
  await fromDatabase({ engine: 'postgres', url: config.databaseUrl });
} else if (!existsSync(join(config.dataDir, 'pgdata'))) {
  console.log(`There is no Chipmart database in ${config.dataDir} yet: start the server with \`npm start\` first.`);
} else {
  try {
    await fromDatabase({ engine: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    fromMailboxFile();
  }
}
