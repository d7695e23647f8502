import {
  sendFeedbackBodyEmailMax,
  sendFeedbackBodyEmailMin,
  sendFeedbackBodyEmailRegExp,
} from '@chipmart/generated/internal/zod';
import type { SiteOptionMap } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { DEFAULT_FEEDBACK_SUBJECT } from '@/platform/constants.ts';

export interface FeedbackDraft {
  email: string;
  subject: string;
  comment: string;
}

export type FeedbackProblems = Partial<Record<keyof FeedbackDraft, string>>;

/** The field rules of spec section 5, with the contract's own limits and pattern. */
export function feedbackProblems(draft: FeedbackDraft): FeedbackProblems {
  const problems: FeedbackProblems = {};
  const email = draft.email.trim();
  if (email.length < sendFeedbackBodyEmailMin) problems.email = m.feedback_emailRequired();
  else if (email.length > sendFeedbackBodyEmailMax || !sendFeedbackBodyEmailRegExp.test(email)) problems.email = m.feedback_emailInvalid();
  if (!draft.subject) problems.subject = m.feedback_subjectRequired();
  if (!draft.comment.trim()) problems.comment = m.feedback_commentRequired();
  return problems;
}

/** Option 1 is preselected when the server offers it. */
export function defaultSubject(options: SiteOptionMap | undefined): string {
  return options && DEFAULT_FEEDBACK_SUBJECT in options ? DEFAULT_FEEDBACK_SUBJECT : '';
}
