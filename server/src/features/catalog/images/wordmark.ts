import { fitFontSize, hueOf, xmlText } from '../../../platform/svg-text.ts';

/** A manufacturer's wordmark: its name set on a colour of its own, with its initial as a badge. */
export function manufacturerWordmark(name: string): string {
  const hue = hueOf(name);
  const size = fitFontSize(name, 230, 30, 11);
  const initial = name.trim().charAt(0).toUpperCase() || '#';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120" role="img">',
    `<title>${xmlText(name)}</title>`,
    '<rect width="320" height="120" rx="12" fill="#ffffff"/>',
    `<rect x="14" y="30" width="60" height="60" rx="14" fill="hsl(${hue} 62% 40%)"/>`,
    `<text x="44" y="72" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="800" fill="#ffffff">${xmlText(initial)}</text>`,
    `<text x="86" y="${60 + size / 3}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" letter-spacing="0.5" fill="hsl(${hue} 55% 28%)">${xmlText(name)}</text>`,
    '</svg>',
  ].join('');
}
