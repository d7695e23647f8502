import { usageError, CliError } from '../cli-error.ts';
import { ExitCode } from '../exit-codes.ts';
import type { GlobalOptions } from '../command-input.ts';
import { configPath } from './config-path.ts';
import { readConfig, type StoredProfile } from './config-file.ts';
import { profileName } from './profile.ts';
import { printNotice } from '../output/print.ts';

/** Where and as whom a command calls the partner API. */
export interface Session {
  profile: string;
  baseUrl: string;
  token?: string;
}

/** The profile as stored, with its name and the file it lives in. */
export async function loadProfile(options: GlobalOptions, env: NodeJS.ProcessEnv): Promise<{ name: string; path: string; stored: StoredProfile }> {
  const name = profileName(options, env);
  const path = configPath(env);
  const config = await readConfig(path, printNotice);
  return { name, path, stored: config.profiles[name] ?? {} };
}

/** `--base-url`, then `CHIPMART_BASE_URL`, then the profile's; an http(s) origin with an optional path prefix. */
export function baseUrlOf(options: GlobalOptions, env: NodeJS.ProcessEnv, stored: StoredProfile, profile: string): string {
  const value = options.baseUrl ?? (env.CHIPMART_BASE_URL || stored.baseUrl);
  if (!value) {
    throw usageError(
      `No Chipmart server is set for profile "${profile}".`,
      'Pass --base-url https://www.chipmart.example (login remembers it), or set CHIPMART_BASE_URL.',
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(`The base URL "${value}" is not a URL.`, 'Use the shop\'s origin, for example https://www.chipmart.example.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw usageError(`The base URL "${value}" must start with https:// or http://.`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The session of a command that needs no token (login). */
export async function anonymousSession(options: GlobalOptions, env: NodeJS.ProcessEnv): Promise<Session> {
  const { name, stored } = await loadProfile(options, env);
  return { profile: name, baseUrl: baseUrlOf(options, env, stored, name) };
}

/**
 * The session of a command that calls as the account: `CHIPMART_TOKEN` wins
 * over the stored token, and a stored token past its expiry is refused here
 * rather than sent (the server would answer 4001 anyway).
 */
export async function signedInSession(options: GlobalOptions, env: NodeJS.ProcessEnv, now = Date.now()): Promise<Session> {
  const { name, stored } = await loadProfile(options, env);
  const baseUrl = baseUrlOf(options, env, stored, name);
  if (env.CHIPMART_TOKEN) return { profile: name, baseUrl, token: env.CHIPMART_TOKEN };
  const loginHint = `Run \`chipmart login --email you@company.com${name === 'default' ? '' : ` --profile ${name}`}\`, or set CHIPMART_TOKEN.`;
  if (!stored.token) {
    throw new CliError(`Not logged in (profile "${name}").`, ExitCode.authentication, loginHint);
  }
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= now) {
    throw new CliError(`The token of profile "${name}" expired at ${stored.expiresAt}.`, ExitCode.authentication, loginHint);
  }
  return { profile: name, baseUrl, token: stored.token };
}
