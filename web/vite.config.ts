import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { FALLBACK_LOCALE } from '../client/src/constants.ts';
import { buildTarget } from './build-target.ts';
import { htmlLang, languageNames } from './src/platform/i18n/html-lang.ts';
import { compileMessages, deriveStaticLocale, messagesOutdir } from './scripts/messages.mjs';
import { partnerFactsPlugin } from './scripts/partner-facts.ts';
import { partnerGuidesPlugin } from './scripts/partner-guides.ts';
import { siteLocales } from './variant-locales.ts';

const target = buildTarget();
const variantLocales = siteLocales(target);
if (target.locale && !(variantLocales as string[]).includes(target.locale)) {
  throw new Error(`WEB_LOCALE must be one of ${variantLocales.join(', ')} for ${target.name}; got ${target.locale}`);
}
// A browser build for one language has its own runtime (that language as a constant) next to the others'.
// scripts/build.ts compiles the variant's messages once up front (WEB_MESSAGES_COMPILED) for all its builds.
if (!process.env.WEB_MESSAGES_COMPILED) await compileMessages(target.name, variantLocales);
const messages: string = target.locale ? deriveStaticLocale(target.name, target.locale) : messagesOutdir(target.name);
const apiProxy = { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010', changeOrigin: true } };
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverOutDirName = `${target.name}-server`;

/** What the server needs to know of this build for the HTML it writes for crawlers (hreflang alternates). */
const siteManifest: Plugin = {
  name: 'chipmart-site-manifest',
  apply: 'build',
  generateBundle() {
    const site = {
      webKey: target.webKey,
      russianSite: target.russianSite,
      locales: variantLocales,
      // The server-render build (vite build --ssr) of this variant, relative to this file.
      serverEntry: `../${serverOutDirName}/entry-server.js`,
    };
    this.emitFile({ type: 'asset', fileName: 'site.json', source: `${JSON.stringify(site, null, 2)}\n` });
  },
};

/**
 * The app's scripts at low fetch priority: catalog pages arrive rendered, so
 * the stylesheet and the page's images (its largest paint) should not wait
 * behind the code that makes the page interactive.
 */
const scriptsAfterContent: Plugin = {
  name: 'chipmart-scripts-after-content',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
  },
};

/**
 * A browser build for one language (ADR 0029) writes its page as
 * index.<locale>.html next to the others; the fallback language's page stays
 * index.html. The page states its language before any script runs.
 */
const languagePage = (locale: string): Plugin => ({
  name: 'chipmart-language-page',
  apply: 'build',
  transformIndexHtml: (html) => html.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}"`),
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const page = bundle['index.html'];
      if (locale === FALLBACK_LOCALE || page?.type !== 'asset') return;
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: languagePageFile(locale), source: page.source });
    },
  },
});

/** The built page of a language: what the server and `vite preview` send for that language's URLs. */
const languagePageFile = (locale: string) => (locale === FALLBACK_LOCALE ? 'index.html' : `index.${locale}.html`);

/** `vite preview` of a per-language build: a page URL gets its language's page, as the reference server does. */
const previewLanguagePages: Plugin = {
  name: 'chipmart-preview-language-pages',
  configurePreviewServer(server) {
    const outDir = server.config.build.outDir;
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://preview');
      const segment = url.pathname.split('/')[1] ?? '';
      const isPage = request.method === 'GET' && !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname);
      if (isPage && (variantLocales as string[]).includes(segment) && existsSync(join(outDir, languagePageFile(segment)))) {
        request.url = `/${languagePageFile(segment)}`;
      }
      next();
    });
  },
};

/**
 * The code files each route's page needs beyond those every page loads first
 * (route-chunks.<locale>.json, or route-chunks.all.json for a build with every
 * language): the server names them in the pages it renders (ADR 0027), so they
 * download alongside the entry instead of after it has run.
 */
const routeChunks = (locale: string | undefined): Plugin => ({
  name: 'chipmart-route-chunks',
  apply: 'build',
  // After Vite's own bundle clean-up, which drops chunks left empty (they are still named among the imports).
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' && file.code.trim() !== '' ? [[file.fileName, file] as const] : [])));
      const withImports = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const loadedFirst = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]));
      const routes: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const routeFile = /[\\/]src[\\/]routes[\\/](.+\.tsx)\?tsr-split=component/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (!chunk.isDynamicEntry || !routeFile) continue;
        // The route's id is the path its file gives createFileRoute, as the router reports it.
        const routeId = /createFileRoute\('([^']+)'\)/.exec(readFileSync(here(`./src/routes/${routeFile}`), 'utf8'))?.[1];
        if (routeId) routes[routeId] = [...withImports(chunk.fileName)].filter((fileName) => chunks.has(fileName) && !loadedFirst.has(fileName));
      }
      this.emitFile({ type: 'asset', fileName: `route-chunks.${locale ?? 'all'}.json`, source: JSON.stringify(routes) });
    },
  },
});

/** gzip and brotli copies of every text file, which the server sends to browsers that accept them (serveStatic precompressed). */
const precompress: Plugin = {
  name: 'chipmart-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir!;
    for (const fileName of Object.keys(bundle)) {
      if (!/\.(js|css|html|svg|json|txt)$/.test(fileName)) continue;
      // A hashed asset another language's build already compressed has the same content.
      if (fileName.startsWith('assets/') && existsSync(join(outDir, `${fileName}.br`))) continue;
      const source = await readFile(join(outDir, fileName));
      if (source.length < 1024) continue;
      await writeFile(join(outDir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
      await writeFile(join(outDir, `${fileName}.br`), brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), partnerFactsPlugin(), partnerGuidesPlugin(variantLocales), ...(isSsrBuild ? [] : [siteManifest, scriptsAfterContent, routeChunks(target.locale), precompress]), ...(target.locale && !isSsrBuild ? [languagePage(target.locale)] : []), previewLanguagePages],
  resolve: {
    alias: {
      // Only the chosen variant's folders are reachable, so no other variant can end up in the bundle:
      // its rules (platform) and its page components (site).
      '@variant-rules': here(`./src/platform/variant/${target.webKey}`),
      '@variant': here(`./src/site/variants/${target.webKey}`),
      '@': here('./src'),
      '$paraglide': messages,
    },
  },
  define: {
    __WEB_KEY__: JSON.stringify(target.webKey),
    __RUSSIAN_SITE__: JSON.stringify(target.russianSite),
    __API_BASE__: JSON.stringify(process.env.API_BASE ?? ''),
    __LANGUAGE_NAMES__: JSON.stringify(languageNames(variantLocales)),
  },
  optimizeDeps: { entries: ['src/main.tsx'] },
  // The server-render build is one self-contained module the reference server loads (ADR 0027).
  ssr: { noExternal: true },
  build: {
    outDir: here(`./dist/${isSsrBuild ? serverOutDirName : target.name}`),
    // The per-language browser builds share one folder (web/scripts/build.mjs empties it first).
    emptyOutDir: !target.locale,
    // One stylesheet in the page head: a server-rendered page is styled as it arrives, not when each route's code has loaded.
    cssCodeSplit: false,
    // Browsers without modulepreload still load every module; they only miss the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The generated contract (`import * as zod` in generated/internal/zod.ts) builds a schema for every
          // call at load; the forms import only its limits, so its schema calls count as pure and the unused
          // ones are left out (the chunk a form loaded was 61 KiB gzip, now zod itself: 26 KiB).
          treeshake: { manualPureFunctions: ['zod'] },
          output: {
            // Everything every page loads first (the entry's static imports) in one chunk: left to automatic
            // splitting, the modules the lazy routes share with it came out as some thirty small files.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
