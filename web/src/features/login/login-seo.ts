import { m } from '$paraglide/messages.js';
import type { PageSeo } from '@/platform/pages/page-head.ts';

// Form pages whose URLs carry return addresses: nothing for search engines.

/** The sign-in page's head. */
export const loginSeo = (): PageSeo => ({ description: m.login_pageDescription(), noIndex: true });

/** The code-entry page's head. */
export const loginValidateSeo = (): PageSeo => ({ description: m.login_validateDescription(), noIndex: true });
