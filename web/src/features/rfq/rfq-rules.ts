import {
  submitRfqListBodyCompanyNameMax,
  submitRfqListBodyContactNameMax,
  submitRfqListBodyEmailMax,
  submitRfqListBodyItemsMax,
  submitRfqListBodyRemarkMax,
  submitRfqListBodyTelephoneMax,
  submitRfqListBodyTelephoneMin,
} from '@chipmart/generated/internal/zod';
import type { RfqContactRequest, RfqListItem } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import { isEmailAddress } from '@/platform/lib/text-formats.ts';
import { parseDateValue, type Day } from '@/ui/date-picker/calendar.ts';

/** The contact form as typed: every field is text (the country is the chosen option's id). */
export interface RfqContactDraft {
  contact_name: string;
  company_name: string;
  email: string;
  telephone: string;
  country_id: string;
  remark: string;
}

export type RfqContactField = keyof RfqContactDraft;
export type RfqContactProblems = Partial<Record<RfqContactField, string>>;

export const emptyContactDraft: RfqContactDraft = { contact_name: '', company_name: '', email: '', telephone: '', country_id: '', remark: '' };


/** The contract's rules for the RFQ contact fields, with messages a buyer can act on. */
export function contactProblems(draft: RfqContactDraft): RfqContactProblems {
  const problems: RfqContactProblems = {};
  const name = draft.contact_name.trim();
  const company = draft.company_name.trim();
  const email = draft.email.trim();
  const telephone = draft.telephone.trim();

  if (!name) problems.contact_name = m.rfq_nameRequired();
  else if (name.length > submitRfqListBodyContactNameMax) problems.contact_name = m.rfq_tooLong({ max: submitRfqListBodyContactNameMax });

  if (!company) problems.company_name = m.rfq_companyRequired();
  else if (company.length > submitRfqListBodyCompanyNameMax) problems.company_name = m.rfq_tooLong({ max: submitRfqListBodyCompanyNameMax });

  if (!email) problems.email = m.rfq_emailRequired();
  else if (email.length > submitRfqListBodyEmailMax || !isEmailAddress(email)) problems.email = m.rfq_emailInvalid();

  if (!telephone) problems.telephone = m.rfq_phoneRequired();
  else if (telephone.length < submitRfqListBodyTelephoneMin || telephone.length > submitRfqListBodyTelephoneMax)
    problems.telephone = m.rfq_phoneInvalid({ min: submitRfqListBodyTelephoneMin, max: submitRfqListBodyTelephoneMax });

  if (!/^[1-9]\d*$/.test(draft.country_id)) problems.country_id = m.rfq_countryRequired();

  if (draft.remark.length > submitRfqListBodyRemarkMax) problems.remark = m.rfq_tooLong({ max: submitRfqListBodyRemarkMax });
  return problems;
}

/** A quantity as typed: whole pieces, at least 1 ("1,500" is 1500). Undefined when it is not one. */
export function readQuantity(text: string): number | undefined {
  const value = parseNumber(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** A target price as typed: empty means none (null); otherwise a number of at least 0. Undefined when it is not one. */
export function readTargetPrice(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = parseNumber(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

const dayNumber = ({ year, month, day }: Day) => year * 10_000 + month * 100 + day;

/** A delivery date is needed today or later; a past date (kept from an old list) has to be changed. */
export function deliveryDateProblem(value: string | null | undefined, today: Day): string | undefined {
  if (!value) return undefined;
  const day = parseDateValue(value);
  if (!day) return m.rfq_dateInvalid();
  return dayNumber(day) < dayNumber(today) ? m.rfq_datePast() : undefined;
}

export const todayDay = (now = new Date()): Day => ({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

/** Whether the list can be sent at all: 1 to 200 lines. */
export function listProblem(items: readonly RfqListItem[]): string | undefined {
  if (items.length === 0) return m.rfq_listEmpty();
  if (items.length > submitRfqListBodyItemsMax) return m.rfq_listTooLong({ max: submitRfqListBodyItemsMax });
  return undefined;
}

/** The request body: the contact fields trimmed and the list as kept. */
export function rfqRequest(draft: RfqContactDraft, items: readonly RfqListItem[]): RfqContactRequest {
  return {
    contact_name: draft.contact_name.trim(),
    company_name: draft.company_name.trim(),
    email: draft.email.trim(),
    telephone: draft.telephone.trim(),
    country_id: Number(draft.country_id),
    remark: draft.remark.trim(),
    items: [...items],
  };
}

/** Server field names (`email`, `items.2.qty`) that belong to the contact form. */
export function isContactField(field: string): field is RfqContactField {
  return field in emptyContactDraft;
}
