import type { Command } from 'commander';

/** Options every command accepts (declared on the root command). */
export interface GlobalOptions {
  profile?: string;
  baseUrl?: string;
  json?: boolean;
}

/** What a command module gets to run: its positional arguments, its options with the global ones, and the environment. */
export interface CommandInput<Options = Record<string, unknown>> {
  args: string[];
  options: Options & GlobalOptions;
  env: NodeJS.ProcessEnv;
  /** The whole command tree (the completion scripts are generated from it). */
  root: Command;
}
