import { eq } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { siteConfigs } from '../../platform/db/schema/index.ts';

type TagManager = components['schemas']['CatalogTagManager'];

/** Web key whose site config holds the analytics ids (bannerList carries no web key). */
const TAG_MANAGER_WEB_KEY = 'default';

/** The tag-manager script settings, from the site config's Google ids; off when no container id is set. */
export async function tagManagerSettings(db: Database): Promise<TagManager> {
  const [config] = await db
    .select({ tagManagerId: siteConfigs.googleTagmanagerId, measurementId: siteConfigs.googleMeasurementId })
    .from(siteConfigs)
    .where(eq(siteConfigs.webKey, TAG_MANAGER_WEB_KEY));
  const tagManagerId = config?.tagManagerId.trim() || null;
  return {
    enabled: tagManagerId !== null,
    google_tagmanager_id: tagManagerId,
    google_measurement_id: config?.measurementId.trim() || null,
    script_src: 'https://www.googletagmanager.com/gtm.js',
    position: 'head',
    data_layer_name: 'dataLayer',
  };
}
