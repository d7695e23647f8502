import { WEB_KEYS, type WebKey } from './src/platform/variant/keys.ts';

/** What one build is for: the brand variant (WEB_KEY) and, for ru, whether it is the Russian site (RUSSIAN_SITE=1). */
export interface BuildTarget {
  webKey: WebKey;
  russianSite: boolean;
  /** Names the build's output folders. */
  name: string;
  /**
   * The one language a browser build carries (WEB_LOCALE), or undefined for a
   * build that carries all of the variant's languages (the server render, dev).
   */
  locale: string | undefined;
}

export function buildTarget(env: Record<string, string | undefined> = process.env): BuildTarget {
  const webKey = (env.WEB_KEY || 'default') as WebKey;
  if (!WEB_KEYS.includes(webKey)) throw new Error(`WEB_KEY must be one of ${WEB_KEYS.join(', ')}; got ${webKey}`);
  const russianSite = env.RUSSIAN_SITE === '1' || env.RUSSIAN_SITE === 'true';
  if (russianSite && webKey !== 'ru') throw new Error('RUSSIAN_SITE=1 only applies to WEB_KEY=ru');
  return { webKey, russianSite, name: russianSite ? 'ru-site' : webKey, locale: env.WEB_LOCALE || undefined };
}
