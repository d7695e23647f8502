import { m } from '$paraglide/messages.js';
import type { PageSeo } from '@/platform/pages/page-head.ts';

/** The registration page's head: a form page, kept out of search engines like the sign-in pages. */
export const registerSeo = (): PageSeo => ({ description: m.register_pageDescription(), noIndex: true });
