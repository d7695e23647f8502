import { m } from '$paraglide/messages.js';
import type { PageSeo } from '@/platform/pages/page-head.ts';

/** The session-expired page's head: a page reached only from a session, nothing for search engines. */
export const exitSeo = (): PageSeo => ({ description: m.sessionExpired_pageDescription(), noIndex: true });
