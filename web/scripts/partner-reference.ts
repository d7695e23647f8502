// The partner reference (issue 18): Redocly's one self-contained page built from the partner document, and the
// bundled document for download, written into a variant's browser build where the server serves static files.
// Built on every web build, never committed.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { partnerDocumentFile } from './partner-facts.ts';

const repoRoot = join(import.meta.dirname, '../..');
/** Where, inside a build, the page and the document live; the portal links to these (features/partner-portal). */
export const PARTNER_FILES_DIR = 'partner-api';
export const REFERENCE_FILE = 'reference.html';
export const DOCUMENT_FILE = 'open-api-v1.json';

/**
 * Redoc's sidebar credit loads Redocly's logo from their CDN whatever the options; the page points it at local
 * copies instead (served next to it), so the page asks no other host for anything. A Redocly upgrade that moves
 * the logo fails the build here rather than adding a request.
 */
const CDN_LOGOS: Record<string, string> = {
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg': 'redocly-logo-full.svg',
  'https://cdn.redoc.ly/redoc/logo-mini.svg': 'redocly-logo.svg',
};

function withLocalLogos(html: string): string {
  let local = html;
  for (const [cdn, file] of Object.entries(CDN_LOGOS)) {
    if (!local.includes(cdn)) throw new Error(`Redocly's page no longer loads ${cdn}: check what it loads from other hosts now`);
    local = local.replaceAll(cdn, file);
  }
  if (/https:\/\/cdn\.redoc\.ly\//.test(local)) throw new Error("Redocly's page loads something else from cdn.redoc.ly");
  return local;
}

/** Builds the reference page and copies the bundled document into `<outDir>/partner-api/`, each with gzip and brotli copies. */
export async function buildPartnerReference(outDir: string): Promise<void> {
  const dir = join(outDir, PARTNER_FILES_DIR);
  mkdirSync(dir, { recursive: true });
  const page = join(dir, REFERENCE_FILE);
  await promisify(execFile)(
    join(repoRoot, 'node_modules/.bin/redocly'),
    ['build-docs', join(repoRoot, 'spec/open-api-v1.yaml'), '--inlineBundle', '--output', page, '--config', join(import.meta.dirname, 'partner-reference/redocly.yaml'), '--template', join(import.meta.dirname, 'partner-reference/template.hbs')],
    // Redocly reports usage unless told not to; the build must not talk to any outside host.
    { cwd: repoRoot, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  writeFileSync(page, withLocalLogos(readFileSync(page, 'utf8')));
  for (const file of Object.values(CDN_LOGOS)) copyFileSync(join(import.meta.dirname, 'partner-reference', file), join(dir, file));
  const document = join(dir, DOCUMENT_FILE);
  copyFileSync(partnerDocumentFile, document);
  for (const file of [page, document]) {
    const source = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
