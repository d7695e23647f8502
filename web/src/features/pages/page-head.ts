import { pages, type PageKey } from './page-catalog.ts';
import { m } from '$paraglide/messages.js';

/** The document title of a page: its own title, then the shop's name. */
export function pageHead(key: PageKey) {
  return { meta: [{ title: m.site_documentTitle({ page: pages[key].title() }) }] };
}
