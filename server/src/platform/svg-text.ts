/** Text made safe for SVG (XML) content and attributes. */
export function xmlText(text: string): string {
  return text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/** A stable colour hue (0-359) for a name, so each manufacturer or category keeps its colour. */
export function hueOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % 360;
}

/** A font size that fits `text` into `width` pixels (monospace-ish estimate), between min and max. */
export function fitFontSize(text: string, width: number, max: number, min = 9): number {
  return Math.max(min, Math.min(max, Math.floor(width / Math.max(1, text.length * 0.62))));
}
