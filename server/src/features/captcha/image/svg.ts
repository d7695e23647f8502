import type { CaptchaDrawing } from './drawing.ts';
import { renderPng } from './png.ts';

/**
 * The drawing as an SVG document holding its raster picture: the characters
 * are pixels, never shapes in the source, where a script could read them
 * back stroke by stroke.
 */
export function renderSvg(drawing: CaptchaDrawing): string {
  const { width, height } = drawing;
  const png = renderPng(drawing).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png}"/></svg>`;
}
