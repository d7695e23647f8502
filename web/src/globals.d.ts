/** Set by the build (vite.config.ts) from WEB_KEY, RUSSIAN_SITE and API_BASE, and the variant's languages. */
declare const __WEB_KEY__: import('./platform/variant/keys.ts').WebKey;
declare const __RUSSIAN_SITE__: boolean;
declare const __API_BASE__: string;
/** The variant's languages, each named in itself (src/platform/i18n/html-lang.ts languageNames). */
declare const __LANGUAGE_NAMES__: Record<string, string>;
