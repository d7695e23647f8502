import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, FALLBACK_LOCALE } from '../src/platform/constants.ts';

const messagesDir = join(import.meta.dirname, '../messages');
const srcDir = join(import.meta.dirname, '../src');
const settings = JSON.parse(readFileSync(join(import.meta.dirname, '../project.inlang/settings.json'), 'utf8')) as { locales: string[]; modules: string[] };
/** One folder per owner (messages/<owner>/{locale}.json): a feature, or a layer that renders text itself. */
const owners = readdirSync(messagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const readOwner = (owner: string, locale: string) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(messagesDir, owner, `${locale}.json`), 'utf8')) as Record<string, string>;
  return messages;
};
const read = (locale: string) => Object.assign({}, ...owners.map((owner) => readOwner(owner, locale))) as Record<string, string>;
const english = read(FALLBACK_LOCALE);
/** The folder defining each key. */
const folderOf = new Map(owners.flatMap((owner) => Object.keys(readOwner(owner, FALLBACK_LOCALE)).map((key) => [key, owner] as const)));

/** Trademarks read the same in every language. */
const sameInEveryLanguage = (key: string) => /^platform_\w+BrandName$/.test(key);

/** The prefix of an owner's keys: its folder name in camelCase (session-expired: sessionExpired_). */
const prefixOf = (owner: string) => `${owner.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}_`;

/** The layers that render text of their own; routes and the app entries take theirs from these. */
const textLayers = ['platform', 'ui', 'shared', 'site'];
const features = readdirSync(join(srcDir, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Where an owner's files are. */
const ownerDir = (owner: string) => (textLayers.includes(owner) ? `src/${owner}/` : `src/features/${owner}/`);

/** The owner of a source file: its feature (features/<feature>/**) or its layer (the first folder under src). */
const ownerOf = (file: string) => {
  const [layer, feature] = file.split('/');
  return layer === 'features' ? feature : layer;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

const messagesImport = "import { m } from '$paraglide/messages.js';";
/**
 * How the sources name messages. The one way allowed is `m.<key>` after `import { m }`, so that
 * reading `m.<key>` finds every key the code uses; anything else (another import of the messages,
 * `m[...]`, `m` handed on whole) is a problem, named with its file.
 */
function scanSources() {
  const uses: Array<{ file: string; key: string }> = [];
  const problems: string[] = [];
  for (const path of sourceFiles(srcDir)) {
    const file = relative(srcDir, path).split(sep).join('/');
    const text = readFileSync(path, 'utf8');
    for (const [statement] of text.matchAll(/^.*['"]\$paraglide\/messages[^'"]*['"].*$/gm)) {
      if (statement !== messagesImport) problems.push(`${file} imports messages other than as ${messagesImport}: ${statement}`);
    }
    if (!text.includes(messagesImport)) continue;
    const code = text.replace(messagesImport, '');
    for (const [, key] of code.matchAll(/\bm\.(\w+)/g)) uses.push({ file, key: key! });
    for (const [other] of code.matchAll(/\bm\b(?!\.\w).{0,20}/g)) problems.push(`${file} names messages other than as m.<key>: ${other}`);
  }
  return { uses, problems };
}

describe('messages', () => {
  it('exist for exactly the product locales, in every owner folder and nowhere else', () => {
    expect([...settings.locales].sort()).toEqual([...ALL_LOCALES].sort());
    const loose = readdirSync(messagesDir, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(loose.map((entry) => `messages/${entry.name}`)).toEqual([]);
    for (const owner of owners) {
      const files = readdirSync(join(messagesDir, owner), { withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.map((entry) => entry.name).sort(), `messages/${owner}`).toEqual(ALL_LOCALES.map((locale) => `${locale}.json`).sort());
    }
  });

  it('have a folder per feature or text-rendering layer, named as it is', () => {
    const strays = owners.filter((owner) => !features.includes(owner) && !textLayers.includes(owner));
    expect(strays.map((owner) => `messages/${owner}/ is neither a feature of src/features/ nor one of ${textLayers.join(', ')}`)).toEqual([]);
  });

  it('define each key in one file only', () => {
    const definedIn = new Map<string, string[]>();
    for (const owner of owners) for (const key of Object.keys(readOwner(owner, FALLBACK_LOCALE))) definedIn.set(key, [...(definedIn.get(key) ?? []), owner]);
    expect([...definedIn].filter(([, folders]) => folders.length > 1)).toEqual([]);
  });

  it("name each key after its folder's owner: <owner in camelCase>_<name>", () => {
    const misnamed = owners.flatMap((owner) =>
      Object.keys(readOwner(owner, FALLBACK_LOCALE))
        .filter((key) => !key.startsWith(prefixOf(owner)) || key.length === prefixOf(owner).length)
        .map((key) => `messages/${owner}: ${key} should start with ${prefixOf(owner)}`),
    );
    expect(misnamed).toEqual([]);
  });

  it.each(ALL_LOCALES.filter((locale) => locale !== FALLBACK_LOCALE))('in %s have every key of each file and no other', (locale) => {
    for (const owner of owners) expect(Object.keys(readOwner(owner, locale)).sort(), `messages/${owner}/${locale}.json`).toEqual(Object.keys(readOwner(owner, FALLBACK_LOCALE)).sort());
  });

  it('are compiled with the message-format plugin from node_modules, not from the network', () => {
    expect(settings.modules).toEqual([expect.stringMatching(/^\.\.\/\.\.\/node_modules\/@inlang\/plugin-message-format\//)]);
  });

  it.each(ALL_LOCALES.filter((locale) => locale !== FALLBACK_LOCALE))('in %s are translated, not English copied in', (locale) => {
    const messages = read(locale);
    const copied = Object.keys(english).filter((key) => !sameInEveryLanguage(key) && messages[key] === english[key]);
    expect(copied).toEqual([]);
  });

  it.each(ALL_LOCALES)('in %s keep the placeholders of the English text', (locale) => {
    const messages = read(locale);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const mismatched = Object.keys(english).filter((key) => placeholders(messages[key] ?? '').join() !== placeholders(english[key]!).join());
    expect(mismatched).toEqual([]);
  });

  it('include the exact wording the product spec prescribes', () => {
    expect(english).toMatchObject({
      site_notFoundTitle: 'This page could not be found.',
      site_errorPageFailed: 'An error occurred while showing the error page',
      feedback_emailRequired: 'Enter an email address',
      feedback_emailInvalid: 'Enter a valid email address',
      feedback_subjectRequired: 'Select a subject',
      feedback_commentRequired: 'Enter a Comment',
      ui_emptySearch: 'No related data was found',
      ui_empty: 'It is empty',
    });
  });
});

describe('the sources and the messages', () => {
  const { uses, problems } = scanSources();

  it('name messages only as m.<key>, so every key the code uses is found', () => {
    expect(uses.length).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('use only keys that exist, each from a file of its owner (its feature, or its layer)', () => {
    const wrong = uses.flatMap(({ file, key }) => {
      const folder = folderOf.get(key);
      if (!folder) return [`${file} uses ${key}, which no message file defines`];
      return ownerOf(file) === folder ? [] : [`${file} uses ${key} of messages/${folder}/: only files in ${ownerDir(folder)} may`];
    });
    expect(wrong).toEqual([]);
  });

  it('leave no text unused', () => {
    const used = new Set(uses.map(({ key }) => key));
    expect([...folderOf].filter(([key]) => !used.has(key)).map(([key, folder]) => `messages/${folder}: ${key} is used nowhere in src`)).toEqual([]);
  });
});
