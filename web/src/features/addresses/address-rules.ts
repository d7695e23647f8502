import {
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
import type { Address, AddressInput, AddressInputTypeId } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { isEmailAddress } from '@/platform/lib/text-formats.ts';

/** The address form as typed: text everywhere (the country is the chosen option's id), the district apart from the street. */
export interface AddressDraft {
  type_id: AddressInputTypeId;
  contact_name: string;
  company_name: string;
  telephone: string;
  email_address: string;
  country_id: string;
  state: string;
  city: string;
  /** Mainland China only: the district picked, written at the start of the first address line when saved. */
  district: string;
  postal_code: string;
  address_ln1: string;
  address_ln2: string;
  is_default: boolean;
}

export type AddressField = Exclude<keyof AddressDraft, 'type_id' | 'is_default'>;
export type AddressProblems = Partial<Record<AddressField, string>>;

/** The address types of the contract: 1 shipping, 2 billing. */
export const SHIPPING: AddressInputTypeId = 1;
export const BILLING: AddressInputTypeId = 2;

/** Countries whose carriers need a state or province (the ones AddressInput names). */
const STATE_COUNTRIES = new Set(['US', 'CA', 'CN', 'AU']);
export const CHINA_ISO = 'CN';

/** Whether addresses in the country need a state, province or region. */
export const needsState = (countryIso: string | undefined) => countryIso !== undefined && STATE_COUNTRIES.has(countryIso);

export function emptyAddressDraft(typeId: AddressInputTypeId, countryId = ''): AddressDraft {
  return {
    type_id: typeId,
    contact_name: '',
    company_name: '',
    telephone: '',
    email_address: '',
    country_id: countryId,
    state: '',
    city: '',
    district: '',
    postal_code: '',
    address_ln1: '',
    address_ln2: '',
    is_default: false,
  };
}

/** A saved address in the form, to be changed. */
export function draftFromAddress(address: Address): AddressDraft {
  return {
    type_id: address.type_id,
    contact_name: address.contact_name,
    company_name: address.company_name,
    telephone: address.telephone,
    email_address: address.email_address,
    country_id: String(address.country_id),
    state: address.state,
    city: address.city,
    district: '',
    postal_code: address.postal_code,
    address_ln1: address.address_ln1,
    address_ln2: address.address_ln2,
    is_default: address.is_default,
  };
}

const tooLong = (value: string, max: number) => (value.length > max ? m.addresses_tooLong({ max }) : undefined);
const required = (value: string, max: number) => (value === '' ? m.addresses_required() : tooLong(value, max));

/**
 * The contract's rules for AddressInput, with messages a buyer can act on.
 * `countryIso` is the chosen country's ISO code (a state is needed in some);
 * the postal-code rule depends on the server's country list, so it is left
 * to the server's answer, shown on the field like every 4220.
 */
export function addressProblems(draft: AddressDraft, countryIso: string | undefined): AddressProblems {
  const problems: AddressProblems = {};
  const set = (field: AddressField, problem: string | undefined) => {
    if (problem) problems[field] = problem;
  };
  set('contact_name', required(draft.contact_name.trim(), createUserAddressBodyContactNameMax));
  set('company_name', tooLong(draft.company_name.trim(), createUserAddressBodyCompanyNameMax));
  const telephone = draft.telephone.trim();
  if (telephone === '') set('telephone', m.addresses_required());
  else if (telephone.length < createUserAddressBodyTelephoneMin || telephone.length > createUserAddressBodyTelephoneMax || !createUserAddressBodyTelephoneRegExp.test(telephone))
    set('telephone', m.addresses_telephoneInvalid({ min: createUserAddressBodyTelephoneMin, max: createUserAddressBodyTelephoneMax }));
  const email = draft.email_address.trim();
  if (email === '') set('email_address', m.addresses_required());
  else if (email.length > createUserAddressBodyEmailAddressMax || !isEmailAddress(email)) set('email_address', m.addresses_emailInvalid());
  if (!/^[1-9]\d*$/.test(draft.country_id)) set('country_id', m.addresses_countryRequired());
  const state = draft.state.trim();
  if (state === '' && needsState(countryIso)) set('state', countryIso === CHINA_ISO ? m.addresses_provinceRequired() : m.addresses_stateRequired());
  else set('state', tooLong(state, createUserAddressBodyStateMax));
  set('city', required(draft.city.trim(), createUserAddressBodyCityMax));
  set('postal_code', tooLong(draft.postal_code.trim(), createUserAddressBodyPostalCodeMax));
  set('address_ln1', required(streetLine(draft), createUserAddressBodyAddressLn1Max));
  set('address_ln2', tooLong(draft.address_ln2.trim(), createUserAddressBodyAddressLn2Max));
  return problems;
}

/** The first address line as saved: a picked district goes first (AddressInput has no field of its own for it). */
function streetLine(draft: AddressDraft): string {
  const street = draft.address_ln1.trim();
  const district = draft.district.trim();
  if (district === '') return street;
  return street === '' ? '' : `${district} ${street}`;
}

/** The request body of create and update: trimmed text, the country as its id. */
export function addressInput(draft: AddressDraft): AddressInput {
  return {
    type_id: draft.type_id,
    contact_name: draft.contact_name.trim(),
    company_name: draft.company_name.trim(),
    telephone: draft.telephone.trim(),
    email_address: draft.email_address.trim(),
    country_id: Number(draft.country_id),
    state: draft.state.trim(),
    city: draft.city.trim(),
    postal_code: draft.postal_code.trim(),
    address_ln1: streetLine(draft),
    address_ln2: draft.address_ln2.trim(),
    is_default: draft.is_default,
  };
}

/**
 * Splits a district the buyer picked before off the first address line
 * (it was saved as "<district> <street>"), so editing shows it in its picker.
 */
export function takeDistrict(draft: AddressDraft, districtNames: readonly string[]): AddressDraft {
  if (draft.district !== '') return draft;
  const line = draft.address_ln1;
  const name = districtNames.find((candidate) => line.startsWith(`${candidate} `));
  return name ? { ...draft, district: name, address_ln1: line.slice(name.length + 1) } : draft;
}

/** The server's field names are the draft's: 4220 messages go next to the field they name. */
export function isAddressField(field: string): field is AddressField {
  return field in emptyAddressDraft(SHIPPING) && field !== 'type_id' && field !== 'is_default' && field !== 'district';
}
