// Entry of the `chipmart` command (bin/chipmart.js loads its build).
import { storedRootHelp } from './stored-help.ts';

// A reader that stops early (`chipmart orders list | head -3`) is not a failure of the command.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

// `chipmart --help` prints the help the build stored from this same program, without loading commander.
const help = process.argv.length === 3 && ['--help', '-h'].includes(process.argv[2]!) ? storedRootHelp() : undefined;
if (help !== undefined) process.stdout.write(help);
else {
  const [{ buildProgram }, { runProgram }] = await Promise.all([import('./program.ts'), import('./run-program.ts')]);
  await runProgram(buildProgram(), process.argv);
}
