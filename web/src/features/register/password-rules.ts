import { registerUserBodyPasswordMax, registerUserBodyPasswordMin } from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';

/** The contract's password rule (UserRegisterInput, UserResetPasswordInput, UserChangePasswordInput): 8 to 32 characters, a letter and a digit. */
export const PASSWORD_MIN = registerUserBodyPasswordMin;
export const PASSWORD_MAX = registerUserBodyPasswordMax;

export interface PasswordRule {
  id: string;
  label: () => string;
  met: (password: string) => boolean;
}

// Letters and digits of any script count, as the server counts them.
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: () => m.register_ruleLength({ min: PASSWORD_MIN, max: PASSWORD_MAX }), met: (password) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX },
  { id: 'letter', label: () => m.register_ruleLetter(), met: (password) => /\p{L}/u.test(password) },
  { id: 'digit', label: () => m.register_ruleDigit(), met: (password) => /\p{Nd}/u.test(password) },
];

/** Whether a password meets every rule (the contract's, unless a form adds its own). */
export const meetsPasswordRules = (password: string, rules: readonly PasswordRule[] = PASSWORD_RULES) => rules.every((rule) => rule.met(password));

/** What keeps a new password from being sent: empty, or a rule not met. */
export function newPasswordProblem(password: string): string | undefined {
  if (password === '') return m.register_passwordRequired();
  return meetsPasswordRules(password) ? undefined : m.register_passwordWeak();
}
