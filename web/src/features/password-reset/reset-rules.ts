import type { UserResetPasswordInput } from '@chipmart/generated/internal/model/index';
import { codeProblem, type FieldProblems } from '@/features/login';
import { newPasswordProblem } from '@/features/register';

export interface ResetDraft {
  code: string;
  password: string;
}

export type ResetField = keyof ResetDraft;

/** The contract's field names, as the reset form shows them (the e-mailed code is `captcha`). */
export const resetFieldOf: Record<string, ResetField> = { captcha: 'code', password: 'password' };

export function resetProblems(draft: ResetDraft): FieldProblems<ResetField> {
  const found: FieldProblems<ResetField> = { code: codeProblem(draft.code), password: newPasswordProblem(draft.password) };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem !== undefined));
}

/** The body of POST /api/user/reset-password. */
export function resetBody(email: string, draft: ResetDraft): UserResetPasswordInput {
  return { email, captcha: draft.code.trim(), password: draft.password };
}
