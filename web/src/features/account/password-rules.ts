import { m } from '$paraglide/messages.js';
import { meetsPasswordRules, PASSWORD_MAX, PASSWORD_RULES, type PasswordRule } from '@/features/register';

/** The contract's rules for a new password (the same as at registration), and that it is not the current one. */
export const newPasswordRules = (current: string): readonly PasswordRule[] => [
  ...PASSWORD_RULES,
  { id: 'differs', label: () => m.account_passwordRuleDiffers(), met: (password) => password !== '' && password !== current },
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
  else if (!meetsPasswordRules(draft.next, newPasswordRules(draft.current))) problems.next = m.account_newPasswordRules();
  if (draft.repeat !== draft.next) problems.repeat = m.account_repeatPasswordMismatch();
  return problems;
}
