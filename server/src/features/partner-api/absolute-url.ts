import type { Context } from 'hono';
import { publicOrigin } from '../../platform/http/public-origin.ts';

/** Partners get absolute URLs (the contract says `format: uri`): a path stored for the shop is put on this site's origin. */
export function absoluteUrl(context: Context, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, publicOrigin(context)).toString();
}
