import type { UserLoginInput, UserVerificationLoginInput } from '@chipmart/generated/internal/model/index';
import { registerUserBodyCaptchaRegExp, sendVerificationCodeBodyCaptchaAnswerMax, sendVerificationCodeBodyEmailMax } from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { isEmailAddress } from '@/platform/lib/text-formats.ts';

/*
 * Limits of UserLoginInput and UserVerificationLoginInput. Their "e-mail or
 * telephone" anyOf leaves the generated zod without constants for them, so
 * the lengths are those of the schemas (spec/internal/schemas/UserLoginInput.yaml);
 * the e-mail, code and captcha limits come from the generated schemas that share them.
 */
const EMAIL_MAX = sendVerificationCodeBodyEmailMax;
const TELEPHONE_MIN = 5;
const TELEPHONE_MAX = 32;
const PASSWORD_MAX = 32;
const CAPTCHA_ANSWER_MAX = sendVerificationCodeBodyCaptchaAnswerMax;
/** The 6-digit e-mailed code, the same pattern wherever the contract takes one. */
const CODE_PATTERN = registerUserBodyCaptchaRegExp;

export type SignInName = { email: string } | { telephone: string };

/** One field takes either: with an @ it is the e-mail address, otherwise the telephone. */
export function signInName(account: string): SignInName {
  const value = account.trim();
  return value.includes('@') ? { email: value } : { telephone: value };
}

export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return m.login_emailRequired();
  if (value.length > EMAIL_MAX || !isEmailAddress(value)) return m.login_emailInvalid();
  return undefined;
}

export function accountProblem(account: string): string | undefined {
  if (account.trim() === '') return m.login_accountRequired();
  const name = signInName(account);
  if ('email' in name) return emailProblem(name.email);
  const telephone = name.telephone;
  // The server keys telephones by their digits, so one without any cannot name an account.
  if (telephone.length < TELEPHONE_MIN || telephone.length > TELEPHONE_MAX || !/\d/.test(telephone)) return m.login_telephoneInvalid();
  return undefined;
}

export function captchaAnswerProblem(answer: string): string | undefined {
  const value = answer.trim();
  if (value === '') return m.login_captchaRequired();
  if (value.length > CAPTCHA_ANSWER_MAX) return m.login_captchaTooLong({ max: CAPTCHA_ANSWER_MAX });
  return undefined;
}

export function codeProblem(code: string): string | undefined {
  const value = code.trim();
  if (value === '') return m.login_codeRequired();
  if (!CODE_PATTERN.test(value)) return m.login_codeInvalid();
  return undefined;
}

export interface PasswordDraft {
  account: string;
  password: string;
  captchaAnswer: string;
}

export type PasswordField = 'account' | 'password' | 'captcha';
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** What keeps a password sign-in from being sent; the captcha only counts once the server asked for it. */
export function passwordProblems(draft: PasswordDraft, captchaShown: boolean): FieldProblems<PasswordField> {
  const problems: FieldProblems<PasswordField> = {};
  const account = accountProblem(draft.account);
  if (account) problems.account = account;
  if (draft.password === '') problems.password = m.login_passwordRequired();
  else if (draft.password.length > PASSWORD_MAX) problems.password = m.login_passwordTooLong({ max: PASSWORD_MAX });
  if (captchaShown) {
    const captcha = captchaAnswerProblem(draft.captchaAnswer);
    if (captcha) problems.captcha = captcha;
  }
  return problems;
}

/** The body of POST /api/user/login: e-mail or telephone, the password as typed, and the captcha when one is shown. */
export function passwordSignInBody(draft: PasswordDraft, captchaKey: string | undefined): UserLoginInput {
  return {
    ...signInName(draft.account),
    password: draft.password,
    ...(captchaKey ? { captcha_key: captchaKey, captcha_answer: draft.captchaAnswer.trim() } : {}),
  };
}

export interface CodeRequestDraft {
  email: string;
  captchaAnswer: string;
}

export type CodeRequestField = 'email' | 'captcha';

export function codeRequestProblems(draft: CodeRequestDraft): FieldProblems<CodeRequestField> {
  const problems: FieldProblems<CodeRequestField> = {};
  const email = emailProblem(draft.email);
  if (email) problems.email = email;
  const captcha = captchaAnswerProblem(draft.captchaAnswer);
  if (captcha) problems.captcha = captcha;
  return problems;
}

/** The body of POST /api/user/verificationLogin: the address the code went to and the code. */
export function codeSignInBody(email: string, code: string): UserVerificationLoginInput {
  return { email: email.trim(), captcha: code.trim() };
}
