import type { components } from '@chipmart/generated/internal/types';
import { countryNameOf } from '../../platform/country-names.ts';
import type { Database } from '../../platform/db/open.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { UserRow } from './accounts.ts';
import type { CreditStateReader } from './deps.ts';

export type UserProfile = components['schemas']['UserProfile'];

/** The profile as the shop shows it and keeps as `userInfo`. */
export async function profileOf(db: Database, user: UserRow, locale: LocaleCode, now: Date, creditStateOf: CreditStateReader): Promise<UserProfile> {
  const country = user.countryId === null ? '' : ((await countryNameOf(db, user.countryId, locale)) ?? '');
  return {
    user_id: user.id,
    email: user.email,
    avatar_img: user.avatarImg,
    contact_name: user.contactName,
    telephone: user.telephone,
    country_id: user.countryId,
    country,
    company_name: user.companyName,
    company_title: user.companyTitle,
    company_address: user.companyAddress,
    register_time: isoTime(user.registerTime),
    last_login_time: isoTime(user.previousLoginAt),
    api_access: user.apiAccess as UserProfile['api_access'],
    credit_state: await creditStateOf(db, user.id, now),
  };
}
