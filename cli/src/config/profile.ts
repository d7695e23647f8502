import type { GlobalOptions } from '../command-input.ts';

export const DEFAULT_PROFILE = 'default';

/** `--profile`, then `CHIPMART_PROFILE`, then "default". */
export function profileName(options: GlobalOptions, env: NodeJS.ProcessEnv): string {
  return options.profile ?? (env.CHIPMART_PROFILE || DEFAULT_PROFILE);
}
