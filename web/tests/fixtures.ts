import type { UserProfile } from '@chipmart/generated/internal/model/index';

/** A signed-in buyer as the profile call returns one. */
export const profile: UserProfile = {
  user_id: 10231,
  email: 'anna.keller@kellertronic.de',
  avatar_img: null,
  contact_name: 'Anna Keller',
  telephone: '+49 89 5522 1030',
  country_id: 82,
  country: 'Germany',
  company_name: 'Kellertronic GmbH',
  company_title: 'Purchasing manager',
  company_address: 'Landsberger Str. 302, 80687 München',
  register_time: '2025-03-14T09:12:00Z',
  last_login_time: null,
  api_access: 0,
  credit_state: 0,
} as UserProfile;
