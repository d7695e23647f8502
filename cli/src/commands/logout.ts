import { readConfig, writeConfig } from '../config/config-file.ts';
import { configPath } from '../config/config-path.ts';
import { profileName } from '../config/profile.ts';
import type { CommandInput } from '../command-input.ts';
import { printJson, printNotice, printResult } from '../output/print.ts';

/**
 * Forgets the profile's token, keeping its server and e-mail for the next
 * login. The partner API has no call that revokes a token: it stays valid
 * on the server until it expires.
 */
export async function run({ options, env }: CommandInput): Promise<void> {
  const profile = profileName(options, env);
  const path = configPath(env);
  const config = await readConfig(path, printNotice);
  const stored = config.profiles[profile];
  const hadToken = Boolean(stored?.token);
  if (stored && hadToken) {
    const { token: _token, expiresAt: _expiresAt, ...kept } = stored;
    config.profiles[profile] = kept;
    await writeConfig(path, config);
  }
  if (options.json) {
    printJson({ profile, loggedOut: hadToken });
    return;
  }
  printResult(hadToken ? `Logged out of profile "${profile}": its token was removed from ${path}.` : `Profile "${profile}" was not logged in.`);
}
