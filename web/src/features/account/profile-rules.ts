import type { UserProfile, UserProfileModifyInput } from '@chipmart/generated/internal/model/index';
import {
  updateUserProfileBodyCompanyAddressMax,
  updateUserProfileBodyCompanyNameMax,
  updateUserProfileBodyCompanyTitleMax,
  updateUserProfileBodyContactNameMax,
  updateUserProfileBodyTelephoneMax,
} from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { optionalText, requiredText, type FieldProblems } from './form-rules.ts';

export interface ProfileDraft {
  contactName: string;
  telephone: string;
  countryId: string;
  companyName: string;
  companyTitle: string;
  companyAddress: string;
}

export type ProfileField = keyof ProfileDraft;

export const profileDraftOf = (profile: UserProfile): ProfileDraft => ({
  contactName: profile.contact_name,
  telephone: profile.telephone,
  countryId: profile.country_id === null ? '' : String(profile.country_id),
  companyName: profile.company_name,
  companyTitle: profile.company_title,
  companyAddress: profile.company_address,
});

export function profileProblems(draft: ProfileDraft): FieldProblems<ProfileField> {
  const problems: FieldProblems<ProfileField> = {};
  const contactName = requiredText(draft.contactName, updateUserProfileBodyContactNameMax);
  if (contactName) problems.contactName = contactName;
  const telephone = draft.telephone.trim();
  // The server keys telephones by their digits (they can sign in with one): a number needs some.
  if (telephone.length > updateUserProfileBodyTelephoneMax) problems.telephone = m.account_fieldTooLong({ max: updateUserProfileBodyTelephoneMax });
  else if (telephone !== '' && !/\d/.test(telephone)) problems.telephone = m.account_telephoneInvalid();
  const limits: [ProfileField, number][] = [
    ['companyName', updateUserProfileBodyCompanyNameMax],
    ['companyTitle', updateUserProfileBodyCompanyTitleMax],
    ['companyAddress', updateUserProfileBodyCompanyAddressMax],
  ];
  for (const [field, max] of limits) {
    const problem = optionalText(draft[field], max);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The body of POST /api/user/profile/modify: only what changed, so an untouched field never races another tab's edit. */
export function profileChanges(draft: ProfileDraft, saved: ProfileDraft): UserProfileModifyInput {
  const changes: UserProfileModifyInput = {};
  const text = (field: ProfileField) => draft[field].trim();
  if (text('contactName') !== saved.contactName) changes.contact_name = text('contactName');
  if (text('telephone') !== saved.telephone) changes.telephone = text('telephone');
  if (draft.countryId !== saved.countryId) changes.country_id = draft.countryId === '' ? null : Number(draft.countryId);
  if (text('companyName') !== saved.companyName) changes.company_name = text('companyName');
  if (text('companyTitle') !== saved.companyTitle) changes.company_title = text('companyTitle');
  if (text('companyAddress') !== saved.companyAddress) changes.company_address = text('companyAddress');
  return changes;
}

export const profileFieldOf: Record<string, ProfileField> = {
  contact_name: 'contactName',
  telephone: 'telephone',
  country_id: 'countryId',
  company_name: 'companyName',
  company_title: 'companyTitle',
  company_address: 'companyAddress',
};
