import { inject } from 'vitest';
import { createCliUser, type CliUser } from './run-cli.ts';

export const partnerTarget = () => inject('partnerTarget');

/** A CLI user logged in to the partner API under test (profile "default"), the password piped in as a script would. */
export async function signedInUser(baseUrl = partnerTarget().baseUrl): Promise<CliUser> {
  const { email, password } = partnerTarget();
  const user = await createCliUser();
  const login = await user.run(['login', '--base-url', baseUrl, '--email', email, '--password-stdin'], { input: `${password}\n` });
  if (login.code !== 0) throw new Error(`login failed (${login.code}): ${login.stderr}`);
  return user;
}
