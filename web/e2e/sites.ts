import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';

/** What each built site should do, by Playwright project name (see playwright.config.ts). */
const expectations = {
  default: { own: 'de', ownAbout: 'Über uns', foreign: 'ko', supplyPages: true, tagline: 'site_defaultTagline' },
  ru: { own: 'ru', ownAbout: 'О нас', foreign: 'ko', supplyPages: false, tagline: 'site_ruTagline' },
  'ru-site': { own: 'ru', ownAbout: 'О нас', foreign: 'de', supplyPages: false, tagline: 'site_ruTagline' },
  inland: { own: 'zh', ownAbout: '关于我们', foreign: 'de', supplyPages: true, tagline: 'site_inlandTagline' },
  ko: { own: 'ko', ownAbout: '회사 소개', foreign: 'ru', supplyPages: false, tagline: 'site_koTagline' },
} as const;

export function site(info: TestInfo) {
  return expectations[info.project.name as keyof typeof expectations];
}

const messagesDir = join(import.meta.dirname, '../messages');

/** Every text of one language by key, from each owner's folder (web/messages/<owner>/<locale>.json): keys are unique across them. */
export function messagesIn(locale: string): Record<string, string> {
  const owners = readdirSync(messagesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.assign({}, ...owners.map((owner) => JSON.parse(readFileSync(join(messagesDir, owner.name, `${locale}.json`), 'utf8')) as Record<string, string>));
}

export const en = messagesIn('en');
