import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import type { SiteConfig } from '@chipmart/generated/internal/model/index';
import { getGetSiteConfigQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { variantConfig } from '@variant-rules/config.ts';

/** What the shop shows when the configuration cannot be loaded: empty values, never a broken page. */
export const emptySiteConfig: SiteConfig = {
  logo_head: '',
  logo_foot: '',
  logo_admin: '',
  website_home: '',
  website_admin: '',
  contact_tel: '',
  contact_email: '',
  contact_whatsApp: '',
  contact_skype: '',
  contact_weChat_img: '',
  socialize_facebook: '',
  socialize_twitter: '',
  socialize_instagram: '',
  socialize_linkedin: '',
  socialize_youtube: '',
  trustpilot_template_id: '',
  trustpilot_businessunit_id: '',
  company_address: '',
  company_name: '',
  google_measurement_id: '',
  google_tagmanager_id: '',
  seo: { title: '', keyword: '', description: '' },
};

const LONG_LIVED = { staleTime: SLOW_DATA_STALE_MS, retry: 1 } as const;

/** This brand's configuration (logos, contacts, social links, company), or empty values while loading or after a failure. */
export function useSiteConfig(): SiteConfig {
  const { data } = useScopedQuery(getGetSiteConfigQueryOptions({ web_key: variantConfig.webKey }, { query: LONG_LIVED }));
  return data ?? emptySiteConfig;
}
