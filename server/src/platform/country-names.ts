import { eq } from 'drizzle-orm';
import type { Database } from './db/open.ts';
import { countries } from './db/schema/index.ts';
import type { LocaleCode } from './i18n/locales.ts';

/** The country's name in the locale (English when not translated), or null when there is no such country. */
export async function countryNameOf(db: Database, countryId: number, locale: LocaleCode): Promise<string | null> {
  const [row] = await db.select({ names: countries.names }).from(countries).where(eq(countries.id, countryId)).limit(1);
  return row ? row.names[locale] || row.names.en : null;
}
