import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pagePolicy } from '../../platform/http/security-headers.ts';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The partner reference (one self-contained Redocly page) runs its scripts
 * inline: its policy allows exactly those, by their SHA-256, and the
 * workers its search starts from blob: URLs. Undefined when the build has
 * no reference page.
 */
export function referencePagePolicy(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return pagePolicy({ hashes: [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => createHash('sha256').update(body!, 'utf8').digest('base64')) });
}
