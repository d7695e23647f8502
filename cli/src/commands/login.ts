import { getTokenBody, getTokenResponse } from '@chipmart/generated/partner/zod';
import { openPartner } from '../api/partner.ts';
import { usageError } from '../cli-error.ts';
import { readConfig, writeConfig } from '../config/config-file.ts';
import { configPath } from '../config/config-path.ts';
import { anonymousSession } from '../config/session.ts';
import type { CommandInput } from '../command-input.ts';
import { printJson, printNotice, printResult } from '../output/print.ts';
import { promptPassword, readPasswordFromStdin } from '../terminal/read-password.ts';

interface LoginOptions {
  email: string;
  passwordStdin?: boolean;
}

export async function run({ options, env }: CommandInput<LoginOptions>): Promise<void> {
  const session = await anonymousSession(options, env);
  // The e-mail is checked before the password is asked for, so a typo costs no typing.
  const email = getTokenBody.shape.email.safeParse(options.email);
  if (!email.success) throw usageError(`--email: ${email.error.issues[0]!.message}`);
  const password = options.passwordStdin ? await readPasswordFromStdin() : await promptPassword(`Password for ${options.email}: `);
  const credentials = getTokenBody.safeParse({ email: options.email, password });
  if (!credentials.success) throw usageError(`The password: ${credentials.error.issues[0]!.message}`);

  const partner = openPartner(session, env);
  const token = await partner.call('getToken', (client) => client.getToken(credentials.data), getTokenResponse.shape.data);
  const expiresAt = new Date(Date.now() + token.expire * 1000).toISOString();

  const path = configPath(env);
  const config = await readConfig(path, printNotice);
  config.profiles[session.profile] = { ...config.profiles[session.profile], baseUrl: session.baseUrl, email: options.email, token: token.token, expiresAt };
  await writeConfig(path, config);

  if (options.json) {
    printJson({ profile: session.profile, baseUrl: session.baseUrl, email: options.email, expiresAt });
    return;
  }
  printResult(`Logged in to ${session.baseUrl} as ${options.email} (profile "${session.profile}"). The token is valid until ${expiresAt}.`);
}
