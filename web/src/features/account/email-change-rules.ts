import { changeUserEmailBodyCaptchaRegExp, changeUserEmailBodyPasswordMax, sendChangeEmailCodeBodyNewEmailMax } from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { emailProblem, type FieldProblems } from './form-rules.ts';

export interface EmailChangeDraft {
  email: string;
  code: string;
  password: string;
}

export type EmailChangeField = keyof EmailChangeDraft;

/** Before a code is asked for: a valid address that is not the one already used. */
export function newEmailProblems(email: string, currentEmail: string): FieldProblems<EmailChangeField> {
  const problem = emailProblem(email, sendChangeEmailCodeBodyNewEmailMax);
  if (problem) return { email: problem };
  if (email.trim().toLowerCase() === currentEmail.toLowerCase()) return { email: m.account_emailSame() };
  return {};
}

/** Before the change is sent: the 6-digit code and the current password. */
export function confirmEmailProblems(draft: EmailChangeDraft): FieldProblems<EmailChangeField> {
  const problems: FieldProblems<EmailChangeField> = {};
  const code = draft.code.trim();
  if (code === '') problems.code = m.account_codeRequired();
  else if (!changeUserEmailBodyCaptchaRegExp.test(code)) problems.code = m.account_codeInvalid();
  if (draft.password === '') problems.password = m.account_currentPasswordRequired();
  else if (draft.password.length > changeUserEmailBodyPasswordMax) problems.password = m.account_passwordTooLong({ max: changeUserEmailBodyPasswordMax });
  return problems;
}

export const emailChangeFieldOf: Record<string, EmailChangeField> = { new_email: 'email', captcha: 'code', password: 'password' };
