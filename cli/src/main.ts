// Entry of the `chipmart` command (bin/chipmart.js loads its build). Only commander loads here.
import { buildProgram } from './program.ts';
import { runProgram } from './run-program.ts';

await runProgram(buildProgram(), process.argv);
