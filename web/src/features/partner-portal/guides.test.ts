import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES as PRODUCT_LOCALES } from '@/platform/constants.ts';
import { readGuide } from './guide-queries.ts';
import type { GuideBlock, GuideInline } from './guide-markdown.ts';
import { PARTNER_DOCUMENT_URL } from './partner-files.ts';
import { GUIDE_SLUGS, portalEntryOf } from './portal-entries.ts';
import { quickstartSnippets } from './quickstart-snippets.ts';

const guidesDir = join(import.meta.dirname, 'guides');
const source = (locale: string, slug: string) => readFileSync(join(guidesDir, locale, `${slug}.md`), 'utf8');
const links = (blocks: GuideBlock[]) =>
  blocks.flatMap((block) => ('inline' in block ? [block.inline] : block.type === 'list' ? block.items : [])).flatMap((parts: GuideInline[]) => parts.flatMap((part) => (part.type === 'link' ? [part.href] : [])));
/** What a translation must keep from the English guide: its facts, the blocks built from the document, its links. */
const skeleton = (text: string) => ({
  facts: [...text.matchAll(/\{\{\w+\}\}/g)].map(([fact]) => fact).sort(),
  directives: [...text.matchAll(/^::.*$/gm)].map(([line]) => line),
  links: [...text.matchAll(/\]\(([^)]+)\)/g)].map(([, href]) => href).sort(),
});

describe('the partner guides', () => {
  it('exist for every guide in every language, and nothing else is kept', () => {
    expect(readdirSync(guidesDir).sort()).toEqual([...PRODUCT_LOCALES].sort());
    for (const locale of PRODUCT_LOCALES) expect(readdirSync(join(guidesDir, locale)).sort(), locale).toEqual(GUIDE_SLUGS.map((slug) => `${slug}.md`).sort());
  });

  it("are translated: each keeps the English guide's facts, tables, code and links, in words of its own", () => {
    for (const slug of GUIDE_SLUGS) {
      const english = source('en', slug);
      for (const locale of PRODUCT_LOCALES.filter((code) => code !== 'en')) {
        expect(skeleton(source(locale, slug)), `${locale}/${slug}`).toEqual(skeleton(english));
        expect(source(locale, slug), `${locale}/${slug}`).not.toEqual(english);
      }
    }
  });

  it('read with the facts of the partner document filled in, and name only code examples the portal has', async () => {
    for (const locale of PRODUCT_LOCALES) {
      for (const slug of GUIDE_SLUGS) {
        const blocks = await readGuide(locale, slug);
        expect(blocks.length, `${locale}/${slug}`).toBeGreaterThan(2);
        for (const block of blocks) {
          if (block.type !== 'directive') continue;
          if (block.name === 'snippet') expect(Object.keys(quickstartSnippets), `${locale}/${slug}`).toContain(block.argument);
          else expect(['errors', 'rate-limits'], `${locale}/${slug}`).toContain(block.name);
        }
      }
    }
    expect(JSON.stringify(await readGuide('en', 'authentication'))).toContain('86400 seconds (24 hours)');
  });

  it('link only to portal pages that exist and to the downloadable document', async () => {
    for (const slug of GUIDE_SLUGS) {
      for (const href of links(await readGuide('en', slug))) {
        if (href === PARTNER_DOCUMENT_URL) continue;
        expect(href, slug).toMatch(/^\/integrations-api\/[\w-]+$/);
        expect(portalEntryOf(href.split('/').pop()!), href).toBeDefined();
      }
    }
  });
});
