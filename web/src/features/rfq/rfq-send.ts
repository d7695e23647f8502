import { ApiError } from '@chipmart/client';
import type { RfqListItem, UserProfile } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { emptyContactDraft, isContactField, type RfqContactDraft, type RfqContactProblems } from './rfq-rules.ts';

/** Why a send failed, as shown next to the send button, plus the server's messages for single fields. */
export interface SendFailure {
  message: string;
  /** Problems the server found in lines of the list, each naming its part. */
  lineProblems: string[];
  fieldProblems: RfqContactProblems;
}

const lineField = /^items\.(\d+)\.?(.*)$/;

/** Reads a failed send: field messages go to their fields, line messages name their part, the rest is said plainly. */
export function describeSendFailure(error: unknown, items: readonly RfqListItem[]): SendFailure {
  if (!(error instanceof ApiError)) return { message: m.rfq_sendOffline(), lineProblems: [], fieldProblems: {} };
  if (error.code === 4290) {
    return { message: m.rfq_sendTooOften({ seconds: error.retryAfter ?? 1 }), lineProblems: [], fieldProblems: {} };
  }
  const fieldProblems: RfqContactProblems = {};
  const lineProblems: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const line = lineField.exec(field);
    if (isContactField(field)) fieldProblems[field] ??= message;
    else if (line) {
      const index = Number(line[1]);
      lineProblems.push(m.rfq_lineProblem({ line: index + 1, part: items[index]?.part_number ?? '', message }));
    } else lineProblems.push(message);
  }
  const message = error.fieldErrors.length > 0 ? m.rfq_sendRejected() : m.rfq_sendFailed({ reason: error.message });
  return { message, lineProblems, fieldProblems };
}

/** A signed-in buyer's contact details fill the form; visitors start empty. */
export function contactFromProfile(profile: UserProfile | undefined): RfqContactDraft {
  if (!profile) return emptyContactDraft;
  return {
    ...emptyContactDraft,
    contact_name: profile.contact_name ?? '',
    company_name: profile.company_name ?? '',
    email: profile.email ?? '',
    telephone: profile.telephone ?? '',
    country_id: profile.country_id ? String(profile.country_id) : '',
  };
}
