import { hueOf, xmlText } from '../../../platform/svg-text.ts';

/** Glyphs by what a category holds, recognised from its slug. */
const glyphs: Array<{ test: RegExp; draw: string }> = [
  { test: /capacit|mlcc|tantal|electrolytic/, draw: '<path d="M20 48 h20 M58 48 h20" stroke="currentColor" stroke-width="5"/><path d="M42 26 v44 M56 26 v44" stroke="currentColor" stroke-width="7"/>' },
  { test: /resist/, draw: '<path d="M10 48 h14 l6 -12 l10 24 l10 -24 l10 24 l10 -24 l6 12 h14" fill="none" stroke="currentColor" stroke-width="5" stroke-linejoin="round"/>' },
  { test: /induct|ferrite|bead/, draw: '<path d="M12 56 h10 a8 8 0 0 1 16 0 a8 8 0 0 1 16 0 a8 8 0 0 1 16 0 h14" fill="none" stroke="currentColor" stroke-width="5"/>' },
  { test: /diode|zener|tvs|rectif/, draw: '<path d="M14 48 h20 M64 48 h20 M34 28 v40 l30 -20 z M64 28 v40" fill="none" stroke="currentColor" stroke-width="5" stroke-linejoin="round"/>' },
  { test: /mosfet|transistor|bjt|npn|pnp|discrete/, draw: '<circle cx="50" cy="48" r="28" fill="none" stroke="currentColor" stroke-width="5"/><path d="M40 30 v36 M16 48 h24 M40 40 l22 -16 M40 56 l22 16" stroke="currentColor" stroke-width="5"/>' },
  { test: /connector|header|usb|terminal|wire/, draw: '<rect x="18" y="34" width="62" height="28" rx="4" fill="none" stroke="currentColor" stroke-width="5"/><path d="M30 20 v14 M44 20 v14 M58 20 v14 M72 20 v14" stroke="currentColor" stroke-width="5"/>' },
  { test: /sensor|imu|acceler|humid|pressure|temperature/, draw: '<circle cx="50" cy="48" r="10" fill="currentColor"/><path d="M28 26 a30 30 0 0 0 0 44 M72 26 a30 30 0 0 1 0 44 M18 16 a44 44 0 0 0 0 64 M82 16 a44 44 0 0 1 0 64" fill="none" stroke="currentColor" stroke-width="5"/>' },
  { test: /led|opto|photo/, draw: '<path d="M30 28 v40 l30 -20 z M60 28 v40" fill="none" stroke="currentColor" stroke-width="5" stroke-linejoin="round"/><path d="M66 22 l12 -12 M74 30 l12 -12" stroke="currentColor" stroke-width="4"/>' },
  { test: /rf|wireless|wifi|bluetooth|cellular|gnss|antenna/, draw: '<path d="M50 86 V40 M50 40 l-18 -24 M50 40 l18 -24 M32 16 h36" fill="none" stroke="currentColor" stroke-width="5"/><path d="M24 54 a30 30 0 0 1 0 -24 M76 54 a30 30 0 0 0 0 -24" fill="none" stroke="currentColor" stroke-width="4"/>' },
  { test: /power|dc-dc|ldo|regulator|reference|battery/, draw: '<path d="M56 10 L28 54 h20 l-6 34 l30 -48 h-20 z" fill="currentColor"/>' },
  { test: /memory|flash|eeprom|sram|dram/, draw: '<rect x="16" y="26" width="68" height="44" rx="4" fill="none" stroke="currentColor" stroke-width="5"/><path d="M28 38 h44 M28 50 h44 M28 62 h28" stroke="currentColor" stroke-width="4"/>' },
];
const chipGlyph =
  '<rect x="26" y="26" width="48" height="48" rx="5" fill="none" stroke="currentColor" stroke-width="5"/><path d="M36 14 v12 M50 14 v12 M64 14 v12 M36 74 v12 M50 74 v12 M64 74 v12 M14 36 h12 M14 50 h12 M14 64 h12 M74 36 h12 M74 50 h12 M74 64 h12" stroke="currentColor" stroke-width="4"/>';

/** A category icon: a glyph for what the category holds, in the category's own colour. */
export function categoryIcon(slug: string, name: string): string {
  const glyph = glyphs.find((entry) => entry.test.test(slug))?.draw ?? chipGlyph;
  const hue = hueOf(slug);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 100 100" role="img">',
    `<title>${xmlText(name)}</title>`,
    `<rect width="100" height="100" rx="20" fill="hsl(${hue} 70% 94%)"/>`,
    `<g color="hsl(${hue} 60% 35%)">${glyph}</g>`,
    '</svg>',
  ].join('');
}
