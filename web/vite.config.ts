import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildTarget } from './build-target.ts';
import { variantLocales as defaultLocales } from './src/variants/default/locales.ts';
import { variantLocales as inlandLocales } from './src/variants/inland/locales.ts';
import { variantLocales as koLocales } from './src/variants/ko/locales.ts';
import { variantLocales as ruLocales } from './src/variants/ru/locales.ts';
import { compileMessages } from './scripts/messages.mjs';

// Read at build time only: the bundle reaches the chosen variant through the @variant alias alone.
const localesOf = { default: defaultLocales, ru: ruLocales, inland: inlandLocales, ko: koLocales };

const target = buildTarget();
const messages: string = await compileMessages(target.name, localesOf[target.webKey](target.russianSite));
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
      locales: localesOf[target.webKey](target.russianSite),
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

/** gzip and brotli copies of every text file, which the server sends to browsers that accept them (serveStatic precompressed). */
const precompress: Plugin = {
  name: 'chipmart-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir!;
    for (const fileName of Object.keys(bundle)) {
      if (!/\.(js|css|html|svg|json|txt)$/.test(fileName)) continue;
      const source = await readFile(join(outDir, fileName));
      if (source.length < 1024) continue;
      await writeFile(join(outDir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
      await writeFile(join(outDir, `${fileName}.br`), brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), ...(isSsrBuild ? [] : [siteManifest, scriptsAfterContent, precompress])],
  resolve: {
    alias: {
      // Only the chosen variant's folder is reachable, so no other variant can end up in the bundle.
      '@variant': here(`./src/variants/${target.webKey}`),
      '@': here('./src'),
      '$paraglide': messages,
    },
  },
  define: {
    __WEB_KEY__: JSON.stringify(target.webKey),
    __RUSSIAN_SITE__: JSON.stringify(target.russianSite),
    __API_BASE__: JSON.stringify(process.env.API_BASE ?? ''),
  },
  optimizeDeps: { entries: ['src/main.tsx'] },
  // The server-render build is one self-contained module the reference server loads (ADR 0027).
  ssr: { noExternal: true },
  build: {
    outDir: here(`./dist/${isSsrBuild ? serverOutDirName : target.name}`),
    emptyOutDir: true,
    // One stylesheet in the page head: a server-rendered page is styled as it arrives, not when each route's code has loaded.
    cssCodeSplit: false,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
