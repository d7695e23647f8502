// `npm run build -w @chipmart/web`: one browser build per language of the variant (ADR 0029), so a
// page loads the messages of its own language only, then the server-render build, which carries
// every language of the variant. All browser builds write into one folder; identical chunks keep
// identical hashed names, so the shared code is stored (and compressed) once. One process runs
// them all, so the message compiler and Vite load once.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build, type LogLevel } from 'vite';
import { FALLBACK_LOCALE } from '../../client/src/constants.ts';
import { buildTarget } from '../build-target.ts';
import { compileMessages } from './messages.mjs';
import { buildPartnerReference } from './partner-reference.ts';
import { siteLocales } from '../variant-locales.ts';

const webRoot = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { logLevel: { type: 'string' } } });
const logLevel = values.logLevel as LogLevel | undefined;
const target = buildTarget();
const configFile = join(webRoot, 'vite.config.ts');

rmSync(join(webRoot, 'dist', target.name), { recursive: true, force: true });
// The partner reference page and document, served as static files next to the shop's (issue 18).
await buildPartnerReference(join(webRoot, 'dist', target.name));
// The fallback language last: its index.html tells the tests' servers that the build is complete.
const locales = [...siteLocales(target)].sort((a, b) => Number(a === FALLBACK_LOCALE) - Number(b === FALLBACK_LOCALE));
// Compiling messages takes seconds: once for the variant; each language's build copies it with its own constant.
await compileMessages(target.name, locales);
process.env.WEB_MESSAGES_COMPILED = '1';
for (const locale of locales) {
  // The configuration reads its language from the environment (build-target.ts), as a `WEB_LOCALE=… vite build` would.
  process.env.WEB_LOCALE = locale;
  await build({ root: webRoot, configFile, logLevel });
}
delete process.env.WEB_LOCALE;

await build({ root: webRoot, configFile, logLevel, build: { ssr: 'src/entry-server.tsx' } });
