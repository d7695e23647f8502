import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';

/** What each built site should do, by Playwright project name (see playwright.config.ts). */
const expectations = {
  default: { own: 'de', ownAbout: 'Über uns', foreign: 'ko', supplyPages: true, tagline: 'brand_default_tagline' },
  ru: { own: 'ru', ownAbout: 'О нас', foreign: 'ko', supplyPages: false, tagline: 'brand_ru_tagline' },
  'ru-site': { own: 'ru', ownAbout: 'О нас', foreign: 'de', supplyPages: false, tagline: 'brand_ru_tagline' },
  inland: { own: 'zh', ownAbout: '关于我们', foreign: 'de', supplyPages: true, tagline: 'brand_inland_tagline' },
  ko: { own: 'ko', ownAbout: '회사 소개', foreign: 'ru', supplyPages: false, tagline: 'brand_ko_tagline' },
} as const;

export function site(info: TestInfo) {
  return expectations[info.project.name as keyof typeof expectations];
}

export const en = JSON.parse(readFileSync(join(import.meta.dirname, '../messages/en.json'), 'utf8')) as Record<string, string>;
