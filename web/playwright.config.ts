import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_CAPTCHA_ANSWER } from './e2e/server/support/captcha-answer.ts';

/** Debian's chromium (STACK.md); Playwright's own browser downloads are not available here. */
function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Debian chromium is missing: apt-get install -y chromium (or set CHROME_PATH)');
  }
}

const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4610);
const firstWebPort = Number(process.env.E2E_WEB_PORT ?? 4620);
const firstServerPort = Number(process.env.E2E_SERVER_PORT ?? 4640);
/** Parts the reference server seeds for end-to-end tests: enough for paging and filters, quick to load. */
const e2eSeedParts = process.env.E2E_SEED_PARTS ?? '2000';
/** Tells this run's builds from older ones (the reference servers wait for their site's build). */
const runId = process.env.E2E_RUN_ID ?? (process.env.E2E_RUN_ID = String(Date.now()));

/** One built site per variant, plus the Russian site; each served by `vite preview` with /api proxied to Prism. */
export const sites = (
  [
  { name: 'default', env: { WEB_KEY: 'default' } },
  { name: 'ru', env: { WEB_KEY: 'ru' } },
  { name: 'ru-site', env: { WEB_KEY: 'ru', RUSSIAN_SITE: '1' } },
  { name: 'inland', env: { WEB_KEY: 'inland' } },
  { name: 'ko', env: { WEB_KEY: 'ko' } },
  ] as { name: string; env: Record<string, string> }[]
)
  .map((site, index) => ({ ...site, port: firstWebPort + index }))
  // E2E_SITES=default,ko runs only those sites (quicker while working on one).
  .filter((site) => !process.env.E2E_SITES || process.env.E2E_SITES.split(',').includes(site.name));

/**
 * The same builds served by the reference server (PGlite, demo data seeded on start) for the tests of
 * pages that show real data (e2e/server/). E2E_SERVER=0 leaves them out.
 */
export const serverSites = sites
  .filter((site) => process.env.E2E_SERVER !== '0' && site.name !== 'ru-site')
  .map((site, index) => ({ ...site, port: firstServerPort + index, dataDir: join(import.meta.dirname, '.e2e-data', site.name) }));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'on-first-retry',
  },
  projects: [
    ...sites.map((site) => ({
      name: site.name,
      use: { baseURL: `http://127.0.0.1:${site.port}` },
      testIgnore: 'server/**',
      // Routing and brand checks run on every site; the shell's behaviour is the same code everywhere, checked once.
      testMatch: site.name === 'default' ? '**/*.spec.ts' : ['**/routing.spec.ts', '**/variant.spec.ts'],
    })),
    ...serverSites.map((site) => ({
      name: `server-${site.name}`,
      use: { baseURL: `http://127.0.0.1:${site.port}` },
      // Page flows run on the default site; every site checks its own home, header, footer and content pages on real data.
      testMatch: site.name === 'default' ? 'server/**/*.spec.ts' : 'server/**/variant-*.spec.ts',
    })),
  ],
  webServer: [
    {
      command: `../node_modules/.bin/prism mock ../generated/spec/openapi.json --host 127.0.0.1 --port ${mockPort} --errors`,
      url: `http://127.0.0.1:${mockPort}/api/lang/list`,
      reuseExistingServer: false,
      // Generous: these wait for a condition (the URL answers), and five builds share two cores.
      timeout: 180_000,
      stdout: 'ignore',
    },
    ...sites.map((site) => ({
      command: `../node_modules/.bin/tsx scripts/build.ts --logLevel error && node e2e/support/mark-built.mjs ${site.name} ${runId} && vite preview --port ${site.port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${site.port}/`,
      env: { ...site.env, API_PROXY_TARGET: `http://127.0.0.1:${mockPort}` },
      reuseExistingServer: false,
      timeout: 900_000,
    })),
    ...serverSites.map((site) => ({
      command: `node e2e/support/wait-built.mjs ${site.name} ${runId} && rm -rf ${site.dataDir} && ../node_modules/.bin/tsx ../server/src/main.ts`,
      url: `http://127.0.0.1:${site.port}/api/lang/list`,
      // PUBLIC_URL: the payment sandboxes send the payer back to the origin the tests browse (and are signed in on).
      // PASSWORD_COST_LOG2: every test signs up a buyer of its own; at OWASP's cost each sign-up took 0.5–4 s of
      // the two cores' CPU, depending on how busy they were.
      env: {
        ...site.env,
        PORT: String(site.port),
        PUBLIC_URL: `http://127.0.0.1:${site.port}`,
        WEB_DIST: join(import.meta.dirname, 'dist', site.name),
        DATA_DIR: site.dataDir,
        SEED_PARTS: e2eSeedParts,
        TRUST_PROXY: '127.0.0.1,::1',
        PASSWORD_COST_LOG2: '12',
        CAPTCHA_TEST_ANSWER: E2E_CAPTCHA_ANSWER,
      },
      reuseExistingServer: false,
      timeout: 1_200_000,
      stdout: 'ignore' as const,
    })),
  ],
});
