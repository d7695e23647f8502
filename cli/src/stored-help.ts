import { readFileSync } from 'node:fs';

/** Where the build keeps `chipmart --help` as commander prints it (build.mjs writes it after bundling). */
export const STORED_HELP_FILE = 'root-help.txt';

/** The root help the build stored beside the bundle; undefined before the build stored it. */
export function storedRootHelp(): string | undefined {
  try {
    return readFileSync(new URL(STORED_HELP_FILE, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}
