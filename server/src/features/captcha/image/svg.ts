import type { CaptchaDrawing, StrokeLayer } from './drawing.ts';

const number = (value: number) => value.toFixed(1);

function paths(layer: StrokeLayer): string {
  const d = layer.lines.map((line) => line.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${number(x)} ${number(y)}`).join('')).join('');
  return `<path d="${d}" stroke="${layer.color}" stroke-width="${number(layer.width)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The drawing as a standalone SVG document. */
export function renderSvg(drawing: CaptchaDrawing): string {
  const { width, height } = drawing;
  const [under, over] = [drawing.noise.slice(0, 2), drawing.noise.slice(2)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${drawing.background}"/>`,
    ...drawing.dots.map((dot) => `<circle cx="${number(dot.x)}" cy="${number(dot.y)}" r="${number(dot.r)}" fill="${dot.color}"/>`),
    ...under.map(paths),
    ...drawing.text.map(paths),
    ...over.map(paths),
    '</svg>',
  ].join('');
}
