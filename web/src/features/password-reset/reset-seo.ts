import { m } from '$paraglide/messages.js';
import type { PageSeo } from '@/platform/pages/page-head.ts';

// Form pages whose URLs carry addresses and return addresses: nothing for search engines.

export const forgotPasswordSeo = (): PageSeo => ({ description: m.passwordReset_forgotDescription(), noIndex: true });

export const resetPasswordSeo = (): PageSeo => ({ description: m.passwordReset_resetDescription(), noIndex: true });
