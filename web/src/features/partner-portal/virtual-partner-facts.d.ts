// The module web/scripts/partner-facts.ts serves at build time (and in tests) from the bundled partner document.
declare module 'virtual:partner-facts' {
  export const partnerFacts: import('./partner-facts.types.ts').PartnerFacts;
}
