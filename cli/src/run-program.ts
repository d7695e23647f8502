import { CommanderError, type Command } from 'commander';
import { ExitCode } from './exit-codes.ts';

/**
 * Runs the command line and sets the exit code: commander's own refusals
 * (unknown option, missing argument) are usage errors (2); help and version exit 0;
 * anything a command throws is explained by describeFailure.
 */
export async function runProgram(program: Command, argv: string[]): Promise<void> {
  program.exitOverride();
  for (const command of allCommands(program)) command.exitOverride();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
      return;
    }
    const [{ describeFailure }, { reportFailure }] = await Promise.all([import('./describe-failure.ts'), import('./report-failure.ts')]);
    const failure = describeFailure(error);
    reportFailure(failure, argv.includes('--json'));
    process.exitCode = failure.exitCode;
  }
}

function allCommands(command: Command): Command[] {
  return command.commands.flatMap((child) => [child, ...allCommands(child)]);
}
