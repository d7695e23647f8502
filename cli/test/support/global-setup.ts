import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPartnerMock } from './partner-mock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The partner API the CLI tests call. */
    partnerTarget: { kind: 'mock' | 'server'; baseUrl: string; email: string; password: string };
  }
}

/**
 * Builds the CLI from the current sources (the tests run what a user runs:
 * bin/chipmart.js and dist/), then picks the partner API the tests call:
 * CHIPMART_TEST_BASE_URL (with CHIPMART_TEST_EMAIL and CHIPMART_TEST_PASSWORD)
 * points them at a running server; otherwise the Prism mock of the partner document.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [join(import.meta.dirname, '..', '..', 'build.mjs')], { stdio: 'inherit' });
  const { CHIPMART_TEST_BASE_URL: baseUrl, CHIPMART_TEST_EMAIL: email, CHIPMART_TEST_PASSWORD: password } = process.env;
  if (baseUrl) {
    if (!email || !password) throw new Error('CHIPMART_TEST_BASE_URL needs CHIPMART_TEST_EMAIL and CHIPMART_TEST_PASSWORD (an API-enabled account).');
    project.provide('partnerTarget', { kind: 'server', baseUrl, email, password });
    return async () => {};
  }
  const mock = await startPartnerMock();
  // The document's example account; Prism accepts any credentials.
  project.provide('partnerTarget', { kind: 'mock', baseUrl: mock.baseUrl, email: 'purchasing@schmidt-elektronik.de', password: 'Tr4ce-Reel-2026!' });
  return () => mock.stop();
}
