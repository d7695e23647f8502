/** Set by the build (vite.config.ts) from WEB_KEY, RUSSIAN_SITE and API_BASE. */
declare const __WEB_KEY__: import('./variants/keys.ts').WebKey;
declare const __RUSSIAN_SITE__: boolean;
declare const __API_BASE__: string;
