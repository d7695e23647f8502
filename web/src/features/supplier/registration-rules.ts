import type { SupplierSettleRequest, SupplierSettleRequestSupplyTypesItem } from '@chipmart/generated/internal/model/index';
import {
  submitSupplierSettlementBodyCaptchaRegExp,
  submitSupplierSettlementBodyCompanyAddressMax,
  submitSupplierSettlementBodyCompanyAddressMin,
  submitSupplierSettlementBodyCompanyNameMax,
  submitSupplierSettlementBodyCompanyNameMin,
  submitSupplierSettlementBodyContactNameMax,
  submitSupplierSettlementBodyEmailMax,
  submitSupplierSettlementBodyEmailMin,
  submitSupplierSettlementBodyMainManufacturersItemMax,
  submitSupplierSettlementBodyMainManufacturersMax,
  submitSupplierSettlementBodyMainProductsItemMax,
  submitSupplierSettlementBodyMainProductsMax,
  submitSupplierSettlementBodyRegistrationNumberMax,
  submitSupplierSettlementBodyRegistrationNumberMin,
  submitSupplierSettlementBodyRemarkMax,
  submitSupplierSettlementBodyTelephoneMax,
  submitSupplierSettlementBodyTelephoneMin,
  submitSupplierSettlementBodyWebsiteMax,
} from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { isEmailAddress, isWebAddress } from '@/platform/lib/text-formats.ts';

/** The registration form as typed: text everywhere (the country is the chosen option's id, the lists one entry a line). */
export interface RegistrationDraft {
  company_name: string;
  registration_number: string;
  country_id: string;
  company_address: string;
  contact_name: string;
  email: string;
  telephone: string;
  captcha: string;
  main_products: string;
  main_manufacturers: string;
  supply_types: SupplierSettleRequestSupplyTypesItem[];
  website: string;
  remark: string;
}

/** The form's fields, plus the licence (its upload is a control of its own). */
export type RegistrationField = Exclude<keyof RegistrationDraft, 'supply_types'> | 'supply_types' | 'license_file_id';
export type RegistrationProblems = Partial<Record<RegistrationField, string>>;

export const emptyRegistration: RegistrationDraft = {
  company_name: '',
  registration_number: '',
  country_id: '',
  company_address: '',
  contact_name: '',
  email: '',
  telephone: '',
  captcha: '',
  main_products: '',
  main_manufacturers: '',
  supply_types: [],
  website: '',
  remark: '',
};

/** The order problems are looked for in, which is the order the form shows its fields. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'company_name',
  'registration_number',
  'country_id',
  'company_address',
  'contact_name',
  'email',
  'telephone',
  'captcha',
  'license_file_id',
  'main_products',
  'main_manufacturers',
  'supply_types',
  'website',
  'remark',
];

/** A contract field name (`main_products.2` for a list item) as the form field showing it. */
export function registrationFieldOf(contractField: string): RegistrationField | undefined {
  const head = contractField.split('.')[0] as RegistrationField;
  return REGISTRATION_FIELDS.includes(head) ? head : undefined;
}

/** One entry a line (or between semicolons); commas stay, since company names carry them ("Co., Ltd."). Blanks dropped. */
export function splitList(text: string): string[] {
  return text
    .split(/[\n;；]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function lengthProblem(value: string, min: number, max: number, required: () => string): string | undefined {
  if (value === '') return required();
  if (value.length < min) return m.supplier_tooShort({ min });
  if (value.length > max) return m.supplier_tooLong({ max });
  return undefined;
}

function listProblem(text: string, maxItems: number, maxLength: number, required: () => string): string | undefined {
  const items = splitList(text);
  if (items.length === 0) return required();
  if (items.length > maxItems) return m.supplier_listTooLong({ max: maxItems });
  if (items.some((item) => item.length > maxLength)) return m.supplier_listItemTooLong({ max: maxLength });
  return undefined;
}

export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return m.supplier_emailRequired();
  if (value.length < submitSupplierSettlementBodyEmailMin || value.length > submitSupplierSettlementBodyEmailMax || !isEmailAddress(value)) {
    return m.supplier_emailInvalid();
  }
  return undefined;
}

/** The contract's rules for the application, with messages an applicant can act on. */
export function registrationProblems(draft: RegistrationDraft, licenseFileId: string | undefined): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const set = (field: RegistrationField, problem: string | undefined) => {
    if (problem) problems[field] = problem;
  };
  set('company_name', lengthProblem(draft.company_name.trim(), submitSupplierSettlementBodyCompanyNameMin, submitSupplierSettlementBodyCompanyNameMax, m.supplier_companyRequired));
  set(
    'registration_number',
    lengthProblem(draft.registration_number.trim(), submitSupplierSettlementBodyRegistrationNumberMin, submitSupplierSettlementBodyRegistrationNumberMax, m.supplier_registrationNumberRequired),
  );
  if (!/^[1-9]\d*$/.test(draft.country_id)) problems.country_id = m.supplier_countryRequired();
  set('company_address', lengthProblem(draft.company_address.trim(), submitSupplierSettlementBodyCompanyAddressMin, submitSupplierSettlementBodyCompanyAddressMax, m.supplier_addressRequired));
  set('contact_name', lengthProblem(draft.contact_name.trim(), 1, submitSupplierSettlementBodyContactNameMax, m.supplier_contactRequired));
  set('email', emailProblem(draft.email));
  const telephone = draft.telephone.trim();
  if (telephone === '') problems.telephone = m.supplier_telephoneRequired();
  else if (telephone.length < submitSupplierSettlementBodyTelephoneMin || telephone.length > submitSupplierSettlementBodyTelephoneMax || !/\d/.test(telephone)) {
    problems.telephone = m.supplier_telephoneInvalid({ min: submitSupplierSettlementBodyTelephoneMin, max: submitSupplierSettlementBodyTelephoneMax });
  }
  const code = draft.captcha.trim();
  if (code === '') problems.captcha = m.supplier_codeRequired();
  else if (!submitSupplierSettlementBodyCaptchaRegExp.test(code)) problems.captcha = m.supplier_codeInvalid();
  if (!licenseFileId) problems.license_file_id = m.supplier_licenceRequired();
  set('main_products', listProblem(draft.main_products, submitSupplierSettlementBodyMainProductsMax, submitSupplierSettlementBodyMainProductsItemMax, m.supplier_productsRequired));
  set(
    'main_manufacturers',
    listProblem(draft.main_manufacturers, submitSupplierSettlementBodyMainManufacturersMax, submitSupplierSettlementBodyMainManufacturersItemMax, m.supplier_manufacturersRequired),
  );
  if (draft.supply_types.length === 0) problems.supply_types = m.supplier_supplyTypesRequired();
  const website = draft.website.trim();
  if (website !== '' && (website.length > submitSupplierSettlementBodyWebsiteMax || !isWebAddress(website))) problems.website = m.supplier_websiteInvalid();
  if (draft.remark.length > submitSupplierSettlementBodyRemarkMax) problems.remark = m.supplier_tooLong({ max: submitSupplierSettlementBodyRemarkMax });
  return problems;
}

/** The body of POST /api/supplier/supplierSettle from a draft that passed its rules. */
export function settlementBody(draft: RegistrationDraft, licenseFileId: string): SupplierSettleRequest {
  const website = draft.website.trim();
  const remark = draft.remark.trim();
  return {
    company_name: draft.company_name.trim(),
    registration_number: draft.registration_number.trim(),
    country_id: Number(draft.country_id),
    company_address: draft.company_address.trim(),
    contact_name: draft.contact_name.trim(),
    email: draft.email.trim(),
    telephone: draft.telephone.trim(),
    captcha: draft.captcha.trim(),
    license_file_id: licenseFileId,
    main_products: splitList(draft.main_products),
    main_manufacturers: splitList(draft.main_manufacturers),
    supply_types: draft.supply_types,
    ...(website ? { website } : {}),
    ...(remark ? { remark } : {}),
  };
}
