import { sendFeedbackBodyEmailMax, sendFeedbackBodyEmailMin, sendFeedbackBodyEmailRegExp } from '@chipmart/generated/internal/zod';
import type { MessageKey } from '../../shared/i18n/messages.ts';

export type FeedbackField = 'type_id' | 'email' | 'feedback_content';
export interface FeedbackFieldError {
  field: FeedbackField;
  message: MessageKey;
}

/**
 * The feedback dialog's e-mail rule (product spec section 5): at least 6
 * characters, no Chinese characters, name@domain.tld. The numbers and the
 * pattern are the contract's, so the shop and the server agree.
 */
export function emailRule(email: unknown): MessageKey | undefined {
  if (typeof email !== 'string' || email.length < sendFeedbackBodyEmailMin) return 'site.feedback.enterEmail';
  if (email.length > sendFeedbackBodyEmailMax || !sendFeedbackBodyEmailRegExp.test(email)) return 'site.feedback.enterValidEmail';
  return undefined;
}

/** A subject must be one of the feedback types offered in the select options. */
export function subjectRule(typeId: unknown, feedbackTypeIds: ReadonlySet<number>): MessageKey | undefined {
  return typeof typeId === 'number' && feedbackTypeIds.has(typeId) ? undefined : 'site.feedback.selectSubject';
}

/** A comment of only spaces is no comment. */
export function commentRule(comment: unknown): MessageKey | undefined {
  return typeof comment === 'string' && comment.trim() !== '' ? undefined : 'site.feedback.enterComment';
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
