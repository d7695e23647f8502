import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { chinaRegions, countries } from '../../platform/db/schema/index.ts';
import { ValidationError, type FieldProblem } from '../../platform/http/errors.ts';
import { addressMessages } from './messages.ts';

/** Countries whose addresses carriers cannot deliver without a state, province or region (the contract names these). */
const STATE_REQUIRED = new Set(['US', 'CA', 'CN', 'AU']);

/** Countries and territories that use no postal codes (after Google's libaddressinput data); everywhere else one is required. */
const NO_POSTAL_CODE = new Set([
  'AE', 'AG', 'AO', 'AW', 'BF', 'BI', 'BJ', 'BO', 'BS', 'BW', 'BZ', 'CD', 'CF', 'CG', 'CI', 'CK', 'CM', 'DJ', 'DM', 'ER', 'FJ', 'GA', 'GD',
  'GH', 'GM', 'GQ', 'GY', 'HK', 'JM', 'KI', 'KM', 'KN', 'KP', 'LC', 'ML', 'MO', 'MR', 'MW', 'NR', 'NU', 'QA', 'RW', 'SB', 'SC', 'SL', 'SR',
  'SS', 'ST', 'SY', 'TD', 'TG', 'TK', 'TL', 'TO', 'TT', 'TV', 'UG', 'VU', 'YE', 'ZW',
]);

export interface PlaceInput {
  country_id: number;
  state?: string;
  city: string;
  postal_code?: string;
}

/** A province-level region and, for mainland China, whether the table lists its cities. */
async function provinceNamed(db: Database, name: string) {
  const [province] = await db
    .select({ id: chinaRegions.id, name: chinaRegions.name })
    .from(chinaRegions)
    // Taiwan, Hong Kong and Macao (710000 and up) are addressed under their own countries.
    .where(and(eq(chinaRegions.level, 1), lt(chinaRegions.id, 710000), or(eq(chinaRegions.name, name), sql`lower(${chinaRegions.nameEn}) = lower(${name})`)))
    .limit(1);
  return province;
}

/** Checks the city against the cities of the province; a province the table lists no cities for takes any city. */
async function cityOfProvince(db: Database, provinceId: number, city: string): Promise<boolean> {
  const [row] = await db
    .select({
      listed: sql<boolean>`exists (select 1 from china_regions where parent_id = ${provinceId} and level = 2)`,
      matches: sql<boolean>`exists (select 1 from china_regions where parent_id = ${provinceId} and level = 2 and (name = ${city} or lower(name_en) = lower(${city})))`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.matches) || !row?.listed;
}

/**
 * The country must be one the shop offers; where carriers need them, a state
 * and a postal code; a mainland-China address names a province of the
 * china_regions table and a city of that province. All failures at once.
 */
export async function checkPlace(db: Database, input: PlaceInput): Promise<void> {
  const [country] = await db.select({ isoCode: countries.isoCode }).from(countries).where(eq(countries.id, input.country_id)).limit(1);
  if (!country) throw new ValidationError([{ field: 'country_id', message: addressMessages.unknownCountry }]);
  const problems: FieldProblem[] = [];
  const state = (input.state ?? '').trim();
  const city = input.city.trim();
  if (STATE_REQUIRED.has(country.isoCode) && state === '') problems.push({ field: 'state', message: addressMessages.stateRequired });
  if (!NO_POSTAL_CODE.has(country.isoCode) && (input.postal_code ?? '').trim() === '') problems.push({ field: 'postal_code', message: addressMessages.postalCodeRequired });
  if (country.isoCode === 'CN' && state !== '') {
    const province = await provinceNamed(db, state);
    if (!province) problems.push({ field: 'state', message: addressMessages.unknownProvince });
    else if (!(await cityOfProvince(db, province.id, city))) problems.push({ field: 'city', message: addressMessages.unknownCity, params: { city, province: state } });
  }
  if (problems.length > 0) throw new ValidationError(problems);
}
