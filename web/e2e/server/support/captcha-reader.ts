/**
 * Reads the reference server's SVG image captcha, so an end-to-end test can
 * register a fresh account through the API as a person would. The image
 * draws each character as one path of strokes (no text); a character is
 * recognised by fitting every glyph with the same strokes to the drawn
 * points and keeping the one the captcha's transform (a rotation, a shear
 * and a scale within small bounds) explains best.
 */
type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

/** The captcha's glyphs, as server/src/features/captcha/image/glyphs.ts draws them on a 4 x 6 grid. */
const P: Glyph = [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]];
const GLYPHS: Record<string, Glyph> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.5], [3, 3.5]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.3, 2.7], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P,
  R: [...P, [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  '3': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '6': [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5]]],
};

const shapeOf = (strokes: readonly (readonly Point[])[]) => strokes.map((stroke) => stroke.length).join(',');

/** Solves the 3 x 3 system m · v = b (Cramer's rule). */
function solve3(m: number[][], b: number[]): number[] {
  const det = (a: number[][]) => a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) - a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) + a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const whole = det(m);
  return [0, 1, 2].map((column) => det(m.map((row, index) => row.map((value, c) => (c === column ? b[index]! : value)))) / whole);
}

/** How badly the captcha's own transform explains `drawn` as `glyph` (lower is better). */
function misfit(glyph: readonly Point[], drawn: readonly Point[]): number {
  const normal = [0, 1, 2].map((i) => [0, 1, 2].map((j) => glyph.reduce((sum, g) => sum + [g[0], g[1], 1][i]! * [g[0], g[1], 1][j]!, 0)));
  const fit = (axis: 0 | 1) => solve3(normal, [0, 1, 2].map((i) => glyph.reduce((sum, g, k) => sum + [g[0], g[1], 1][i]! * drawn[k]![axis], 0)));
  const [a, b, tx] = fit(0);
  const [c, d, ty] = fit(1);
  if (![a, b, c, d, tx, ty].every(Number.isFinite)) return Infinity;
  const residual = glyph.reduce((sum, g, k) => sum + Math.hypot(a! * g[0] + b! * g[1] + tx! - drawn[k]![0], c! * g[0] + d! * g[1] + ty! - drawn[k]![1]), 0) / glyph.length;
  // The linear part should be scale · rotation · [[1, shear], [0, 1]].
  const scale = Math.hypot(a!, c!);
  const angle = Math.atan2(c!, a!);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const shear = (cos * b! + sin * d!) / scale;
  const height = (-sin * b! + cos * d!) / scale;
  const outOfBounds = Math.max(0, Math.abs(angle) - 0.4) + Math.max(0, Math.abs(shear) - 0.35);
  return residual / scale + Math.abs(height - 1) + outOfBounds * 10;
}

/** The characters an SVG captcha shows. */
export function readSvgCaptcha(svg: string, length: number): string {
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]!);
  // Two noise lines are drawn under the characters and two over them.
  const characters = paths.slice(2, 2 + length);
  return characters
    .map((d) => {
      const strokes = d
        .split('M')
        .filter(Boolean)
        .map((stroke) => stroke.split('L').map((pair) => pair.trim().split(/\s+/).map(Number) as unknown as Point));
      const candidates = Object.entries(GLYPHS).filter(([, glyph]) => shapeOf(glyph) === shapeOf(strokes));
      const scored = candidates.map(([character, glyph]) => ({ character, score: misfit(glyph.flat(), strokes.flat()) }));
      scored.sort((x, y) => x.score - y.score);
      if (!scored[0]) throw new Error(`No captcha glyph has strokes ${shapeOf(strokes)}`);
      return scored[0].character;
    })
    .join('');
}
