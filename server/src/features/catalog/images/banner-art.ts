import { hueOf, xmlText } from '../../../platform/svg-text.ts';

/** Splits a headline into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  // Scripts without spaces (Chinese, Japanese) wrap anywhere.
  const words = /\s/.test(text) ? text.split(/\s+/) : [...text];
  const joiner = /\s/.test(text) ? ' ' : '';
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line}${joiner}${word}` : word;
    if (next.length > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A home page banner (1920 × 400): the headline on a circuit-board backdrop. */
export function bannerArt(bannerId: number, headline: string): string {
  const hue = hueOf(`banner-${bannerId}`);
  const lines = wrap(headline, 34);
  const traces = Array.from({ length: 9 }, (_, index) => {
    const y = 40 + index * 40;
    return `<path d="M1100 ${y} h${180 + ((index * 73) % 200)} l40 ${index % 2 ? 40 : -40} h${300 - ((index * 51) % 180)}" fill="none" stroke="hsl(${hue} 60% 70%)" stroke-width="4" opacity="0.5"/><circle cx="${1320 + ((index * 73) % 200)}" cy="${y + (index % 2 ? 40 : -40)}" r="9" fill="hsl(${hue} 60% 80%)" opacity="0.7"/>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="400" viewBox="0 0 1920 400" role="img">',
    `<title>${xmlText(headline)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 38%)"/></linearGradient></defs>`,
    '<rect width="1920" height="400" fill="url(#g)"/>',
    traces,
    '<rect x="1480" y="110" width="180" height="180" rx="14" fill="#1d2129"/>',
    ...lines.map(
      (line, index) =>
        `<text x="160" y="${200 - (lines.length - 1) * 32 + index * 64}" font-family="system-ui, sans-serif" font-size="52" font-weight="800" fill="#ffffff">${xmlText(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}
