import { m } from '$paraglide/messages.js';
import type { PageSeo } from '@/platform/pages/page-head.ts';
import { summaryOf } from './manufacturer-groups.ts';

/** The A–Z index's head. */
export const manufacturerIndexSeo = (): PageSeo => ({ description: m.manufacturer_indexPageDescription() });

/** A profile's head: the manufacturer's name, and its own description where it has one. */
export function manufacturerProfileSeo(profile: { name: string; description: string } | undefined): PageSeo {
  if (!profile) return {};
  return { title: profile.name, description: summaryOf(profile.description) || m.manufacturer_pageDescription({ name: profile.name }) };
}
