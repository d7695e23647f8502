/// <reference path="./virtual-partner-facts.d.ts" />
// The partner document's facts, read at build time by web/scripts/partner-facts.ts: the one way into them.
export { partnerFacts } from 'virtual:partner-facts';
