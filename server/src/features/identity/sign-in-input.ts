import { z } from 'zod';
import { ValidationError } from '../../shared/http/errors.ts';
import type { MessageKey } from '../../shared/i18n/messages.ts';

/**
 * The two sign-in bodies (UserLoginInput, UserVerificationLoginInput) say
 * "e-mail or telephone" with `anyOf`, which the generators turn into `any`:
 * the contract layer lets any body through, so they are checked here, by
 * the same rules the contract states.
 */
const signInName = {
  email: z.email({ error: 'identity.invalidEmail' satisfies MessageKey }).max(100).optional(),
  telephone: z.string().min(5).max(32).regex(/\d/, { error: 'identity.invalidTelephone' satisfies MessageKey }).optional(),
};

const passwordSignIn = z.strictObject({
  ...signInName,
  password: z.string({ error: 'validation.required' satisfies MessageKey }).min(1, { error: 'validation.required' satisfies MessageKey }).max(32),
  captcha_key: z.string().optional(),
  captcha_answer: z.string().max(8).optional(),
});

const codeSignIn = z.strictObject({
  ...signInName,
  captcha: z.string({ error: 'validation.required' satisfies MessageKey }).regex(/^[0-9]{6}$/),
});

export type PasswordSignIn = z.infer<typeof passwordSignIn>;
export type CodeSignIn = z.infer<typeof codeSignIn>;

function parse<T extends { email?: string; telephone?: string }>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError([{ field: 'body', message: 'validation.required' }]);
  const result = schema.safeParse(body);
  const errors = result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
  const value = result.success ? result.data : (body as T);
  if (!value.email && !value.telephone && !errors.some((error) => error.field === 'email' || error.field === 'telephone')) {
    errors.unshift({ field: 'email', message: 'identity.signInNameRequired' });
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return result.data as T;
}

export const parsePasswordSignIn = (body: unknown) => parse(passwordSignIn, body);
export const parseCodeSignIn = (body: unknown) => parse(codeSignIn, body);
