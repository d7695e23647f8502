import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { countries, formOptions, siteLabels } from '../../platform/db/schema/index.ts';
import type { Handler } from '../../platform/http/handler.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { SiteDeps } from './deps.ts';
import { localized } from './localize.ts';

/** BCP 47 tags of the shop's locale codes (the shop says `jp` for Japanese), for sorting names. */
const collationLocale: Record<LocaleCode, string> = { zh: 'zh-CN', en: 'en', de: 'de', fr: 'fr', jp: 'ja', ru: 'ru', ko: 'ko' };

export const getCountryOptions = (deps: SiteDeps): Handler<'getCountryOptions'> => async ({ locale }) => {
  const rows = await deps.db.select().from(countries);
  const collator = new Intl.Collator(collationLocale[locale]);
  return rows
    .map((row) => ({ id: row.id, name: localized(row.names, locale), iso_code: row.isoCode, phone_code: row.phoneCode }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

type OptionGroup = 'feedback_type' | 'company_type' | 'annual_purchase_volume' | 'industry';

export const getSelectOptions = (deps: SiteDeps): Handler<'getSelectOptions'> => async ({ locale }) => {
  const rows = await deps.db.select().from(formOptions).orderBy(asc(formOptions.groupKey), asc(formOptions.optionId));
  const maps: Record<OptionGroup, Record<string, string>> = { feedback_type: {}, company_type: {}, annual_purchase_volume: {}, industry: {} };
  for (const row of rows) {
    const map = maps[row.groupKey as OptionGroup];
    if (map) map[String(row.optionId)] = localized(row.labels, locale);
  }
  return maps;
};

/** The ids of the feedback subjects offered, which a feedback's type_id must be one of. */
export async function feedbackTypeIds(db: Database): Promise<Set<number>> {
  const rows = await db.select({ id: formOptions.optionId }).from(formOptions).where(eq(formOptions.groupKey, 'feedback_type'));
  return new Set(rows.map((row) => row.id));
}

/** Index letter of a keyword: its first letter, or # for digits and symbols. */
function initialOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

export const getSiteLabels = (deps: SiteDeps): Handler<'getSiteLabels'> => async ({ query }) => {
  const rows = await deps.db
    .select()
    .from(siteLabels)
    .where(query.type === undefined ? undefined : eq(siteLabels.type, query.type))
    .orderBy(asc(siteLabels.type), asc(siteLabels.sort), asc(siteLabels.id));
  return rows.map((row) => ({
    label_id: row.id,
    name: row.name,
    type: row.type as 1 | 2,
    initial: initialOf(row.name),
    link_url: `/s?keyword=${encodeURIComponent(row.name)}`,
    sort: row.sort,
  }));
};
