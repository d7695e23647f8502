/**
 * Reads the shop's SVG image captcha, so an end-to-end test can register a
 * fresh account through the API as a person would. The server draws each
 * character as strokes of a known glyph (server/src/features/captcha/image/
 * glyphs.ts, mirrored below: a test may not import the server's code) moved
 * by a small rotation, shear, scale and jitter; the reader fits each glyph
 * to the strokes drawn and keeps the closest one. If the server's glyphs
 * change, registering fails loudly here.
 */
type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

const P: Glyph = [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]];
const GLYPHS: Readonly<Record<string, Glyph>> = {
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

/** The image's paths in drawing order: two noise lines under the text, one path per character, two noise lines over it. */
const NOISE_UNDER = 2;

function strokesOf(pathData: string): Point[][] {
  return pathData
    .split('M')
    .filter(Boolean)
    .map((stroke) => stroke.split('L').map((pair) => pair.trim().split(/\s+/).map(Number) as unknown as Point));
}

/** Solves a 3 x 3 linear system (Cramer's rule). */
function solve3(m: number[][], v: number[]): number[] {
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) - a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) + a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  return [0, 1, 2].map((column) => det(m.map((row, i) => row.map((value, j) => (j === column ? v[i]! : value)))) / d);
}

/** How badly a glyph explains the drawn strokes: the fit's error, plus how far its transform is from a rotation, shear and scale the server uses. */
function misfit(glyph: Glyph, strokes: Point[][]): number {
  if (glyph.length !== strokes.length || glyph.some((stroke, index) => stroke.length !== strokes[index]!.length)) return Infinity;
  const from = glyph.flat();
  const to = strokes.flat();
  const normal = [0, 1, 2].map((i) => [0, 1, 2].map((j) => from.reduce((sum, point) => sum + [point[0], point[1], 1][i]! * [point[0], point[1], 1][j]!, 0)));
  const [a, b, tx] = solve3(normal, [0, 1, 2].map((i) => from.reduce((sum, point, k) => sum + [point[0], point[1], 1][i]! * to[k]![0], 0)));
  const [c, d, ty] = solve3(normal, [0, 1, 2].map((i) => from.reduce((sum, point, k) => sum + [point[0], point[1], 1][i]! * to[k]![1], 0)));
  if (![a, b, c, d, tx, ty].every(Number.isFinite)) return Infinity;
  const scale = Math.hypot(a!, c!);
  const angle = Math.atan2(c!, a!);
  const across = Math.cos(angle) * b! + Math.sin(angle) * d!;
  const down = -Math.sin(angle) * b! + Math.cos(angle) * d!;
  const error = Math.sqrt(from.reduce((sum, [x, y], k) => sum + (a! * x + b! * y + tx! - to[k]![0]) ** 2 + (c! * x + d! * y + ty! - to[k]![1]) ** 2, 0) / from.length);
  const shapePenalty = Math.abs(down - scale) / scale + Math.max(0, Math.abs(across / scale) - 0.35) + Math.max(0, Math.abs(angle) - 0.4);
  return error / scale + shapePenalty;
}

/** The characters an SVG captcha (a `data:image/svg+xml;base64,` URL) shows. */
export function readCaptcha(imageDataUrl: string, length: number): string {
  const svg = Buffer.from(imageDataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]!);
  return paths
    .slice(NOISE_UNDER, NOISE_UNDER + length)
    .map((pathData) => {
      const strokes = strokesOf(pathData);
      const ranked = Object.entries(GLYPHS)
        .map(([character, glyph]) => [character, misfit(glyph, strokes)] as const)
        .sort((x, y) => x[1] - y[1]);
      return ranked[0]![0];
    })
    .join('');
}
