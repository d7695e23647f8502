import { z } from 'zod';
import { ValidationError, type FieldProblem } from '../../platform/http/errors.ts';
import { contractMessages } from '../../platform/http/messages.ts';
import type { Message } from '../../platform/i18n/messages.ts';
import { identityMessages } from './messages.ts';

/**
 * The two sign-in bodies (UserLoginInput, UserVerificationLoginInput) say
 * "e-mail or telephone" with `anyOf`, which the generators turn into `any`:
 * the contract layer lets any body through, so they are checked here, by
 * the same rules the contract states.
 */
/** Rules the product words itself: zod carries their names, and a failure is told with the rule's message. */
const ruleMessages = {
  invalidEmail: identityMessages.invalidEmail,
  invalidTelephone: identityMessages.invalidTelephone,
  required: contractMessages.required,
} satisfies Record<string, Message>;
const worded = (rule: keyof typeof ruleMessages) => ({ error: rule });
/** The rule's message for a zod issue's text, or the schema's own (English) wording. */
const messageOf = (text: string): Message | string => (Object.hasOwn(ruleMessages, text) ? ruleMessages[text as keyof typeof ruleMessages] : text);

const signInName = {
  email: z.email(worded('invalidEmail')).max(100).optional(),
  telephone: z.string().min(5).max(32).regex(/\d/, worded('invalidTelephone')).optional(),
};

const passwordSignIn = z.strictObject({
  ...signInName,
  password: z.string(worded('required')).min(1, worded('required')).max(32),
  captcha_key: z.string().optional(),
  captcha_answer: z.string().max(8).optional(),
});

const codeSignIn = z.strictObject({
  ...signInName,
  captcha: z.string(worded('required')).regex(/^[0-9]{6}$/),
});

export type PasswordSignIn = z.infer<typeof passwordSignIn>;
export type CodeSignIn = z.infer<typeof codeSignIn>;

function parse<T extends { email?: string; telephone?: string }>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError([{ field: 'body', message: contractMessages.required }]);
  const result = schema.safeParse(body);
  const errors: FieldProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: messageOf(issue.message) }));
  const value = result.success ? result.data : (body as T);
  if (!value.email && !value.telephone && !errors.some((error) => error.field === 'email' || error.field === 'telephone')) {
    errors.unshift({ field: 'email', message: identityMessages.signInNameRequired });
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return result.data as T;
}

export const parsePasswordSignIn = (body: unknown) => parse(passwordSignIn, body);
export const parseCodeSignIn = (body: unknown) => parse(codeSignIn, body);
