// The module web/scripts/partner-guides.ts serves: a loader per guide ('<locale>/<slug>') in the site's languages.
declare module 'virtual:partner-guides' {
  export const guideFiles: Record<string, () => Promise<string>>;
}
