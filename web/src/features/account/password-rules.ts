import { m } from '$paraglide/messages.js';

/*
 * The contract's rule for a new password (UserChangePasswordInput.new_password,
 * the same as at registration): 8 to 32 characters with at least one letter
 * and one digit, and not the current one.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export interface PasswordRule {
  id: 'length' | 'letter' | 'digit' | 'differs';
  label: () => string;
  met: (password: string, current: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: () => m.account_passwordRuleLength({ min: PASSWORD_MIN, max: PASSWORD_MAX }),
    met: (password) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
  },
  { id: 'letter', label: () => m.account_passwordRuleLetter(), met: (password) => /\p{L}/u.test(password) },
  { id: 'digit', label: () => m.account_passwordRuleDigit(), met: (password) => /\d/.test(password) },
  { id: 'differs', label: () => m.account_passwordRuleDiffers(), met: (password, current) => password !== '' && password !== current },
];

export interface PasswordDraft {
  current: string;
  next: string;
  repeat: string;
}

export type PasswordField = keyof PasswordDraft;
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** What keeps the change from being sent, by field. */
export function passwordChangeProblems(draft: PasswordDraft): FieldProblems<PasswordField> {
  const problems: FieldProblems<PasswordField> = {};
  if (draft.current === '') problems.current = m.account_currentPasswordRequired();
  else if (draft.current.length > PASSWORD_MAX) problems.current = m.account_passwordTooLong({ max: PASSWORD_MAX });
  if (draft.next === '') problems.next = m.account_newPasswordRequired();
  else if (!PASSWORD_RULES.every((rule) => rule.met(draft.next, draft.current))) problems.next = m.account_newPasswordRules();
  if (draft.repeat !== draft.next) problems.repeat = m.account_repeatPasswordMismatch();
  return problems;
}
