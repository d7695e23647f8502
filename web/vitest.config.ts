import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { languageNames } from './src/platform/i18n/html-lang.ts';
import { variantLocales } from './src/platform/variant/default/locales.ts';
import { partnerFactsPlugin } from './scripts/partner-facts.ts';
import { partnerGuidesPlugin } from './scripts/partner-guides.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Unit and component tests run against the default variant and every locale's messages.
export default defineConfig({
  // The partner guides in every language, which the portal's tests read.
  plugins: [react(), partnerFactsPlugin(), partnerGuidesPlugin()],
  resolve: {
    alias: {
      '@variant-rules': here('./src/platform/variant/default'),
      '@variant': here('./src/site/variants/default'),
      '@': here('./src'),
      '$paraglide': here('./.paraglide/all'),
    },
  },
  define: { __WEB_KEY__: '"default"', __RUSSIAN_SITE__: 'false', __API_BASE__: '""', __LANGUAGE_NAMES__: JSON.stringify(languageNames(variantLocales())) },
  test: {
    name: 'web',
    root: here('.'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    globalSetup: ['./tests/compile-messages.ts'],
    setupFiles: ['./tests/setup.ts'],
    // One document and module graph per worker, reset after each file (tests/setup.ts): a fresh jsdom and a
    // fresh import of the app per file cost four times the tests themselves.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
