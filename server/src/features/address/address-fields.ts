import {
  createUserAddressBody,
  createUserAddressBodyAddressLn1Max,
  createUserAddressBodyAddressLn2Max,
  createUserAddressBodyCityMax,
  createUserAddressBodyCompanyNameMax,
  createUserAddressBodyContactNameMax,
  createUserAddressBodyEmailAddressMax,
  createUserAddressBodyPostalCodeMax,
  createUserAddressBodyStateMax,
  createUserAddressBodyTelephoneMax,
  createUserAddressBodyTelephoneMin,
  createUserAddressBodyTelephoneRegExp,
} from '@chipmart/generated/internal/zod';
import type { BodyRuleFailure, BodyRules } from '../../platform/http/handler.ts';
import { contractMessages } from '../../platform/http/messages.ts';
import { addressMessages } from './messages.ts';

/** The contract's maximum length of each text field of the address form. */
const maxLengths = {
  contact_name: createUserAddressBodyContactNameMax,
  company_name: createUserAddressBodyCompanyNameMax,
  state: createUserAddressBodyStateMax,
  city: createUserAddressBodyCityMax,
  postal_code: createUserAddressBodyPostalCodeMax,
  address_ln1: createUserAddressBodyAddressLn1Max,
  address_ln2: createUserAddressBodyAddressLn2Max,
} as const;

/** Fields the form cannot leave empty (spaces only count as empty). */
const filledFields = new Set(['contact_name', 'city', 'address_ln1']);

/**
 * The address form's field rules with a localized message per field (the
 * schema's own wording is English). The limits and patterns are the
 * contract's, so the shop and the server agree; wrong types and missing
 * fields are left to the schema.
 */
export const addressFieldRules: BodyRules = async (rawBody) => {
  if (typeof rawBody !== 'object' || rawBody === null) return [];
  const body = rawBody as Record<string, unknown>;
  const failures: BodyRuleFailure[] = [];
  for (const [field, max] of Object.entries(maxLengths)) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    if (filledFields.has(field) && value.trim() === '') failures.push({ field, message: addressMessages.fieldRequired });
    else if (value.length > max) failures.push({ field, message: contractMessages.tooLong, params: { max } });
  }
  const telephone = body.telephone;
  if (
    typeof telephone === 'string' &&
    (telephone.length < createUserAddressBodyTelephoneMin || telephone.length > createUserAddressBodyTelephoneMax || !createUserAddressBodyTelephoneRegExp.test(telephone))
  ) {
    failures.push({ field: 'telephone', message: addressMessages.invalidTelephone, params: { min: createUserAddressBodyTelephoneMin, max: createUserAddressBodyTelephoneMax } });
  }
  const email = body.email_address;
  if (typeof email === 'string') {
    if (email.length > createUserAddressBodyEmailAddressMax) failures.push({ field: 'email_address', message: contractMessages.tooLong, params: { max: createUserAddressBodyEmailAddressMax } });
    else if (!createUserAddressBody.shape.email_address.safeParse(email).success) failures.push({ field: 'email_address', message: addressMessages.invalidEmail });
  }
  return failures;
};
