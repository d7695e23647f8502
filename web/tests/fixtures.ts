import type { GoodsCard, UserProfile } from '@chipmart/generated/internal/model/index';

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

/** A part as the parts lists get it: in stock, priced in EUR at its MOQ. */
export const goodsCard = (goods_id: number, part_number: string): GoodsCard => ({
  goods_id,
  part_number,
  brand_id: 12,
  brand_name: 'STMicroelectronics',
  package: 'LQFP-48',
  description: 'ARM Cortex-M3 MCU',
  icons: `/images/goods/${goods_id}.svg`,
  goods_page_url: `/product-detail/${goods_id}`,
  category_id: 1103,
  category_name: 'ARM Cortex-M',
  stock: 48200,
  moq: 10,
  increment: 5,
  lead_time_days: 2,
  unit_price: 2.35,
  currency_code: 'EUR',
  currency_symbol: '€',
  datasheet_url: null,
});
