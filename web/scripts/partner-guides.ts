// The partner guides a build ships (ADR 80): `import { guideFiles } from 'virtual:partner-guides'` gives a loader per
// guide in each of the site's languages only, so no build carries another variant's languages (each guide is its own
// chunk, loaded when its page is shown).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const guidesDir = join(import.meta.dirname, '../src/features/partner-portal/guides');
const VIRTUAL_ID = 'virtual:partner-guides';

/** `locales`: the site's languages; every language kept when omitted (the unit tests read them all). */
export const partnerGuidesPlugin = (locales: readonly string[] = readdirSync(guidesDir)): Plugin => ({
  name: 'chipmart-partner-guides',
  resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
  load(id) {
    if (id !== `\0${VIRTUAL_ID}`) return undefined;
    const entries = locales.flatMap((locale) =>
      readdirSync(join(guidesDir, locale))
        .filter((file) => file.endsWith('.md'))
        .map((file) => `  ${JSON.stringify(`${locale}/${file.slice(0, -3)}`)}: () => import(${JSON.stringify(`${join(guidesDir, locale, file)}?raw`)}).then((module) => module.default),`),
    );
    return `export const guideFiles = {\n${entries.join('\n')}\n};\n`;
  },
});
