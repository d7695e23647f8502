import type { LocalizedText } from '../../../platform/db/schema/localized.ts';
import type { LocalizedSeo } from '../../../platform/db/schema/site.ts';

/** A content page as written by the editors: title, SEO and HTML body per language, English required. */
export interface ContentPageSeed {
  pageKey: string;
  /** When the page was last edited (ISO 8601 UTC). */
  updated: string;
  title: LocalizedText;
  seo: LocalizedSeo;
  content: LocalizedText;
}
