import { sendFeedbackBodyEmailMax, sendFeedbackBodyEmailMin, sendFeedbackBodyEmailRegExp } from '@chipmart/generated/internal/zod';
import type { Message } from '../../platform/i18n/messages.ts';
import { siteMessages } from './messages.ts';

export type FeedbackField = 'type_id' | 'email' | 'feedback_content';
export interface FeedbackFieldError {
  field: FeedbackField;
  message: Message;
}

/**
 * The feedback dialog's e-mail rule (product spec section 5): at least 6
 * characters, no Chinese characters, name@domain.tld. The numbers and the
 * pattern are the contract's, so the shop and the server agree.
 */
export function emailRule(email: unknown): Message | undefined {
  if (typeof email !== 'string' || email.length < sendFeedbackBodyEmailMin) return siteMessages.feedbackEnterEmail;
  if (email.length > sendFeedbackBodyEmailMax || !sendFeedbackBodyEmailRegExp.test(email)) return siteMessages.feedbackEnterValidEmail;
  return undefined;
}

/** A subject must be one of the feedback types offered in the select options. */
export function subjectRule(typeId: unknown, feedbackTypeIds: ReadonlySet<number>): Message | undefined {
  return typeof typeId === 'number' && feedbackTypeIds.has(typeId) ? undefined : siteMessages.feedbackSelectSubject;
}

/** A comment of only spaces is no comment. */
export function commentRule(comment: unknown): Message | undefined {
  return typeof comment === 'string' && comment.trim() !== '' ? undefined : siteMessages.feedbackEnterComment;
}

/** Every rule the feedback fails, all at once, so the dialog can mark each field. */
export function feedbackFieldErrors(
  body: { type_id?: unknown; email?: unknown; feedback_content?: unknown },
  feedbackTypeIds: ReadonlySet<number>,
): FeedbackFieldError[] {
  const errors: FeedbackFieldError[] = [];
  const subject = subjectRule(body.type_id, feedbackTypeIds);
  if (subject) errors.push({ field: 'type_id', message: subject });
  const email = emailRule(body.email);
  if (email) errors.push({ field: 'email', message: email });
  const comment = commentRule(body.feedback_content);
  if (comment) errors.push({ field: 'feedback_content', message: comment });
  return errors;
}
