// Kept free of imports: the build configuration reads it before any app code exists.

/** The brand variants a build can be made for; WEB_KEY picks one. */
export const WEB_KEYS = ['default', 'ru', 'inland', 'ko'] as const;
export type WebKey = (typeof WEB_KEYS)[number];
/** webSource equal to this key means the visitor came from the inland site: prices switch to USD. */
export const INLAND_WEB_KEY: WebKey = 'inland';
