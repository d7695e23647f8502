import { chmod, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { CliError } from '../cli-error.ts';

const storedProfile = z.object({
  baseUrl: z.string().optional(),
  email: z.string().optional(),
  token: z.string().optional(),
  /** ISO time the token stops working (getToken's `expire` seconds after login). */
  expiresAt: z.string().optional(),
});

const configFile = z.object({ profiles: z.record(z.string(), storedProfile) });

export type StoredProfile = z.infer<typeof storedProfile>;
export type ConfigFile = z.infer<typeof configFile>;

/**
 * The stored profiles; none when the file does not exist yet. A file others
 * can read (copied, restored from a backup) is made private again before use.
 */
export async function readConfig(path: string, onTightened: (message: string) => void = () => {}): Promise<ConfigFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} };
    throw error;
  }
  const mode = (await stat(path)).mode & 0o777;
  if (mode & 0o077) {
    await chmod(path, 0o600);
    onTightened(`${path} was readable by others (mode ${mode.toString(8)}); chipmart set it to 600. The tokens in it may have been read by others.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = configFile.safeParse(parsed);
  if (!result.success) {
    throw new CliError(`The configuration file ${path} is not one chipmart wrote.`, undefined, 'Fix it or delete it, then run `chipmart login` again.');
  }
  return result.data;
}

/**
 * Writes the profiles so that only the user can read them: the folder 0700,
 * the file 0600 from its first byte (a temporary file renamed over the old one,
 * so a crash never leaves half a file and no moment exists where others could read it).
 */
export async function writeConfig(path: string, config: ConfigFile): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // The folder may predate chipmart's rules (created by hand or by an older version).
  await chmod(folder, 0o700);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}
