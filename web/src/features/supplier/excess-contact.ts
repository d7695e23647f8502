import type { ExcessOfferRequest, UserProfile } from '@chipmart/generated/internal/model/index';
import {
  submitExcessOfferBodyCompanyNameMax,
  submitExcessOfferBodyCompanyNameMin,
  submitExcessOfferBodyContactNameMax,
  submitExcessOfferBodyRemarkMax,
  submitExcessOfferBodyTelephoneMax,
  submitExcessOfferBodyTelephoneMin,
} from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { emailProblem } from './registration-rules.ts';

/** The contact details an excess list is sent with, as typed. */
export interface ExcessContactDraft {
  company_name: string;
  contact_name: string;
  email: string;
  telephone: string;
  remark: string;
}

export type ExcessContactField = keyof ExcessContactDraft;
export type ExcessContactProblems = Partial<Record<ExcessContactField, string>>;

const CONTACT_FIELDS: readonly ExcessContactField[] = ['company_name', 'contact_name', 'email', 'telephone', 'remark'];

export const isExcessContactField = (field: string): field is ExcessContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

/** The account's profile fills the contact; a visitor never gets here (the call needs an account). */
export function contactFromProfile(profile: UserProfile | undefined): ExcessContactDraft {
  return {
    company_name: profile?.company_name ?? '',
    contact_name: profile?.contact_name ?? '',
    email: profile?.email ?? '',
    telephone: profile?.telephone ?? '',
    remark: '',
  };
}

/** The contract's rules for the contact of an excess list. */
export function excessContactProblems(draft: ExcessContactDraft): ExcessContactProblems {
  const problems: ExcessContactProblems = {};
  const company = draft.company_name.trim();
  if (company === '') problems.company_name = m.supplier_companyRequired();
  else if (company.length < submitExcessOfferBodyCompanyNameMin) problems.company_name = m.supplier_tooShort({ min: submitExcessOfferBodyCompanyNameMin });
  else if (company.length > submitExcessOfferBodyCompanyNameMax) problems.company_name = m.supplier_tooLong({ max: submitExcessOfferBodyCompanyNameMax });
  const contact = draft.contact_name.trim();
  if (contact === '') problems.contact_name = m.supplier_contactRequired();
  else if (contact.length > submitExcessOfferBodyContactNameMax) problems.contact_name = m.supplier_tooLong({ max: submitExcessOfferBodyContactNameMax });
  const email = emailProblem(draft.email);
  if (email) problems.email = email;
  const telephone = draft.telephone.trim();
  if (telephone === '') problems.telephone = m.supplier_telephoneRequired();
  else if (telephone.length < submitExcessOfferBodyTelephoneMin || telephone.length > submitExcessOfferBodyTelephoneMax || !/\d/.test(telephone)) {
    problems.telephone = m.supplier_telephoneInvalid({ min: submitExcessOfferBodyTelephoneMin, max: submitExcessOfferBodyTelephoneMax });
  }
  if (draft.remark.length > submitExcessOfferBodyRemarkMax) problems.remark = m.supplier_tooLong({ max: submitExcessOfferBodyRemarkMax });
  return problems;
}

/** The list's body without its lines. */
export function excessContact(draft: ExcessContactDraft): Omit<ExcessOfferRequest, 'lines'> {
  const remark = draft.remark.trim();
  return {
    company_name: draft.company_name.trim(),
    contact_name: draft.contact_name.trim(),
    email: draft.email.trim(),
    telephone: draft.telephone.trim(),
    ...(remark ? { remark } : {}),
  };
}
