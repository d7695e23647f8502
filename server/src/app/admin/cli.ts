// `npm run admin -- <command>`: what Chipmart's staff do (quotes, payments received, shipping, refunds, reviews).
import { userInfo } from 'node:os';
import { Command, CommanderError } from 'commander';
import { DataDirInUseError } from '../../platform/db/lock.ts';
import { openDatabase } from '../../platform/db/open.ts';
import { composeServer } from '../compose.ts';
import { readConfig } from '../config.ts';
import { adminCommands } from './commands/index.ts';
import { executeAdminCommand, type AdminOutcome, type AdminRequest } from './execute.ts';
import { operatorSocketIn, sendToServer } from './operator-socket.ts';
import { UsageError } from './parse-input.ts';

/** Exit codes: 0 done, 1 refused by the shop, 2 wrong command line, 3 could not run. */
const EXIT = { refused: 1, usage: 2, failed: 3 } as const;

// npm runs workspace scripts in the workspace folder; DATA_DIR is relative to where `npm run` was typed, as for `npm start`.
const config = readConfig(process.env, process.env.INIT_CWD ?? process.cwd());

/** In this process when it can open the database; through the running server's socket when that server holds it. */
async function runSomewhere(request: AdminRequest): Promise<AdminOutcome> {
  if (!config.databaseUrl) {
    try {
      return await runHere(await openDatabase({ engine: 'pglite', dataDir: config.dataDir }), request);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      return sendToServer(operatorSocketIn(config.dataDir), request);
    }
  }
  return runHere(await openDatabase({ engine: 'postgres', url: config.databaseUrl }), request);
}

async function runHere(database: Awaited<ReturnType<typeof openDatabase>>, request: AdminRequest): Promise<AdminOutcome> {
  const server = await composeServer(database.db, { mailboxFile: undefined });
  try {
    return await executeAdminCommand(server, request);
  } finally {
    await server.close();
    await database.close();
  }
}

function report(outcome: AdminOutcome, json: boolean): never {
  if (outcome.ok) {
    console.log(json ? JSON.stringify(outcome.result, null, 2) : outcome.text);
    process.exit(0);
  }
  if (json) console.error(JSON.stringify({ error: { kind: outcome.kind, code: outcome.code ?? null, message: outcome.message } }, null, 2));
  else console.error(`${outcome.kind === 'refused' ? 'Refused' : 'Error'}: ${outcome.message}`);
  process.exit(EXIT[outcome.kind]);
}

const program = new Command('admin')
  .description('Chipmart operator commands. Each action is recorded with who did it and when (see `admin log`).')
  .option('--as <name>', 'operator name recorded with each action', process.env.CHIPMART_OPERATOR ?? userInfo().username)
  .option('--json', 'print the result (or the error) as JSON')
  .exitOverride()
  .showHelpAfterError();

for (const command of adminCommands) {
  const words = command.name.split(' ');
  let parent = program;
  for (const word of words.slice(0, -1)) {
    parent = parent.commands.find((existing) => existing.name() === word) ?? parent.command(word).description(`${word} commands`);
  }
  command
    .declare(parent.command(words.at(-1)!).description(command.summary))
    .action(async (...parsed: unknown[]) => {
      const commanderCommand = parsed.at(-1) as Command;
      const options = commanderCommand.opts();
      const globals = program.opts<{ as: string; json?: boolean }>();
      let input: unknown;
      try {
        input = command.input(commanderCommand.args, options);
      } catch (error) {
        if (error instanceof UsageError) report({ ok: false, kind: 'usage', message: error.message }, Boolean(globals.json));
        throw error;
      }
      report(await runSomewhere({ name: command.name, input, operator: { name: globals.as } }), Boolean(globals.json));
    });
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : EXIT.usage);
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(EXIT.failed);
}
