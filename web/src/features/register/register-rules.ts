import type { UserRegisterInput } from '@chipmart/generated/internal/model/index';
import {
  registerUserBodyCompanyAddressMax,
  registerUserBodyCompanyNameMax,
  registerUserBodyCompanyTitleMax,
  registerUserBodyContactNameMax,
  registerUserBodyTelephoneMax,
} from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { codeProblem, type FieldProblems } from '@/features/login';
import { newPasswordProblem } from './password-rules.ts';

/** What the registration form holds, as typed; the e-mail address is the one the code went to. */
export interface RegisterDraft {
  code: string;
  password: string;
  contactName: string;
  companyName: string;
  countryId: string;
  telephone: string;
  companyTitle: string;
  companyAddress: string;
  agreeTerms: boolean;
  subscribeNewsletter: boolean;
}

export type RegisterField = Exclude<keyof RegisterDraft, 'subscribeNewsletter'> | 'email';

export const blankRegisterDraft: RegisterDraft = {
  code: '',
  password: '',
  contactName: '',
  companyName: '',
  countryId: '',
  telephone: '',
  companyTitle: '',
  companyAddress: '',
  agreeTerms: false,
  subscribeNewsletter: false,
};

/** The most characters each text field takes, from the contract. */
export const REGISTER_MAX = {
  contactName: registerUserBodyContactNameMax,
  companyName: registerUserBodyCompanyNameMax,
  telephone: registerUserBodyTelephoneMax,
  companyTitle: registerUserBodyCompanyTitleMax,
  companyAddress: registerUserBodyCompanyAddressMax,
} as const;

/** The contract's field names, as this form shows them (the e-mailed code is `captcha`). */
export const registerFieldOf: Record<string, RegisterField> = {
  email: 'email',
  captcha: 'code',
  password: 'password',
  contact_name: 'contactName',
  company_name: 'companyName',
  country_id: 'countryId',
  telephone: 'telephone',
  company_title: 'companyTitle',
  company_address: 'companyAddress',
  agree_terms: 'agreeTerms',
};

function requiredText(value: string, max: number): string | undefined {
  if (value.trim() === '') return m.register_required();
  return optionalText(value, max);
}

function optionalText(value: string, max: number): string | undefined {
  return value.trim().length > max ? m.register_tooLong({ max }) : undefined;
}

/** The server keys telephones by their digits, so one given without any cannot be kept. */
function telephoneProblem(telephone: string): string | undefined {
  const value = telephone.trim();
  if (value === '') return undefined;
  if (value.length > REGISTER_MAX.telephone) return m.register_tooLong({ max: REGISTER_MAX.telephone });
  return /\d/.test(value) && /^[+\d\s().-]+$/.test(value) ? undefined : m.register_telephoneInvalid();
}

/** What keeps the registration from being sent, field by field, in the order the form shows them. */
export function registerProblems(draft: RegisterDraft): FieldProblems<RegisterField> {
  const found: FieldProblems<RegisterField> = {
    code: codeProblem(draft.code),
    password: newPasswordProblem(draft.password),
    contactName: requiredText(draft.contactName, REGISTER_MAX.contactName),
    companyName: requiredText(draft.companyName, REGISTER_MAX.companyName),
    countryId: draft.countryId === '' ? m.register_countryRequired() : undefined,
    telephone: telephoneProblem(draft.telephone),
    companyTitle: optionalText(draft.companyTitle, REGISTER_MAX.companyTitle),
    companyAddress: optionalText(draft.companyAddress, REGISTER_MAX.companyAddress),
    agreeTerms: draft.agreeTerms ? undefined : m.register_termsRequired(),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem !== undefined));
}

/** The body of POST /api/user/register; optional fields left empty are not sent. */
export function registerBody(email: string, draft: RegisterDraft): UserRegisterInput {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    email,
    captcha: draft.code.trim(),
    password: draft.password,
    contact_name: draft.contactName.trim(),
    company_name: draft.companyName.trim(),
    country_id: Number(draft.countryId),
    telephone: optional(draft.telephone),
    company_title: optional(draft.companyTitle),
    company_address: optional(draft.companyAddress),
    agree_terms: true,
    subscribe_newsletter: draft.subscribeNewsletter,
  };
}
