import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { contentPages, pageSeo, siteConfigs, siteLanguages } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import { FALLBACK_LOCALE, type LocaleCode } from '../../platform/i18n/locales.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { SiteDeps } from './deps.ts';
import { localized, localizedSeo } from './localize.ts';
import { siteMessages } from './messages.ts';

const DEFAULT_WEB_KEY = 'default';

async function configRow(db: Database, webKey: string) {
  const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.webKey, webKey));
  if (!row) throw notFound(siteMessages.configNotFound);
  return row;
}

export const getSiteConfig = (deps: SiteDeps): Handler<'getSiteConfig'> => async ({ query, locale }) => {
  const row = await configRow(deps.db, query.web_key ?? DEFAULT_WEB_KEY);
  return {
    logo_head: row.logoHead,
    logo_foot: row.logoFoot,
    logo_admin: row.logoAdmin,
    website_home: row.websiteHome,
    website_admin: row.websiteAdmin,
    contact_tel: row.contactTel,
    contact_email: row.contactEmail,
    contact_whatsApp: row.contactWhatsApp,
    contact_skype: row.contactSkype,
    contact_weChat_img: row.contactWeChatImg,
    socialize_facebook: row.socializeFacebook,
    socialize_twitter: row.socializeTwitter,
    socialize_instagram: row.socializeInstagram,
    socialize_linkedin: row.socializeLinkedin,
    socialize_youtube: row.socializeYoutube,
    trustpilot_template_id: row.trustpilotTemplateId,
    trustpilot_businessunit_id: row.trustpilotBusinessunitId,
    company_address: row.companyAddress,
    company_name: row.companyName,
    google_measurement_id: row.googleMeasurementId,
    google_tagmanager_id: row.googleTagmanagerId,
    seo: localizedSeo(row.seo, locale),
  };
};

export const listLanguages = (deps: SiteDeps): Handler<'listLanguages'> => async ({ query }) => {
  const rows = await deps.db
    .select()
    .from(siteLanguages)
    .where(eq(siteLanguages.webKey, query.web_key ?? DEFAULT_WEB_KEY))
    .orderBy(asc(siteLanguages.sort));
  return rows.map((row) => ({ code: row.code, name: row.name, is_default: row.code === FALLBACK_LOCALE }));
};

/** A shop path as stored: leading slash, no trailing slash, no query. */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!.trim().replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** SEO of a path, else of the page key, else of the content page with that key, else the site's default. */
async function seoFor(db: Database, pageKey: string, path: string | undefined, locale: LocaleCode) {
  if (path) {
    const [byPath] = await db.select({ seo: pageSeo.seo }).from(pageSeo).where(eq(pageSeo.path, normalizePath(path))).limit(1);
    if (byPath) return localizedSeo(byPath.seo, locale);
  }
  const [byKey] = await db
    .select({ seo: pageSeo.seo })
    .from(pageSeo)
    .where(and(eq(pageSeo.pageKey, pageKey), isNull(pageSeo.path)))
    .limit(1);
  if (byKey) return localizedSeo(byKey.seo, locale);
  const [page] = await db.select({ seo: contentPages.seo }).from(contentPages).where(eq(contentPages.pageKey, pageKey));
  if (page) return localizedSeo(page.seo, locale);
  const [site] = await db.select({ seo: siteConfigs.seo }).from(siteConfigs).where(eq(siteConfigs.webKey, DEFAULT_WEB_KEY));
  return site ? localizedSeo(site.seo, locale) : { title: '', keyword: '', description: '' };
}

export const getPageSeo = (deps: SiteDeps): Handler<'getPageSeo'> => async ({ query, locale }) => seoFor(deps.db, query.page_key, query.path, locale);

export const getContentPage = (deps: SiteDeps): Handler<'getContentPage'> => async ({ params, locale }) => {
  const [page] = await deps.db.select().from(contentPages).where(eq(contentPages.pageKey, params.pageKey));
  if (!page) throw notFound(siteMessages.pageNotFound);
  return {
    page_key: page.pageKey,
    title: localized(page.title, locale),
    content: localized(page.content, locale),
    update_time: isoTime(page.updateTime),
    seo: localizedSeo(page.seo, locale),
  };
};
