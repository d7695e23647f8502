/*
 * Reads the reference server's SVG image captcha, so end-to-end tests can
 * register buyers through the API as the register page does. The image
 * draws each character as strokes of a known glyph (server/src/features/
 * captcha/image/glyphs.ts) under a random rotation, shear, scale and jitter;
 * each character is the glyph whose strokes an affine map of that kind fits best.
 */
type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

/*
 * The server's glyphs (server/src/features/captcha/image/glyphs.ts), copied:
 * web may not import server code. Should they drift apart, registering
 * fails with "a captcha character matches no glyph" or a wrong answer.
 */
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

/** The strokes of each `<path>` of the image, in drawing order. */
function pathsOf(svg: string): Point[][][] {
  return [...svg.matchAll(/<path d="([^"]+)"/g)].map(([, d]) =>
    d!
      .split('M')
      .filter(Boolean)
      .map((stroke) => stroke.split('L').map((pair) => pair.trim().split(' ').map(Number) as unknown as Point)),
  );
}

/** Solves a 3x3 linear system (Cramer's rule); undefined when it is singular. */
function solve3(a: number[][], b: number[]): number[] | undefined {
  const det = (m: number[][]) => m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) - m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) + m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const d = det(a);
  if (Math.abs(d) < 1e-9) return undefined;
  return [0, 1, 2].map((column) => det(a.map((row, i) => row.map((value, j) => (j === column ? b[i]! : value)))) / d);
}

/** How badly the glyph's points fit the drawn ones under a plausible rotation, shear and scale; Infinity when they cannot. */
function misfit(glyph: Glyph, drawn: Point[][]): number {
  if (glyph.length !== drawn.length || glyph.some((stroke, i) => stroke.length !== drawn[i]!.length)) return Infinity;
  const source = glyph.flat();
  const target = drawn.flat();
  const normal = [0, 1, 2].map((i) => [0, 1, 2].map((j) => source.reduce((sum, [x, y]) => sum + [x, y, 1][i]! * [x, y, 1][j]!, 0)));
  const rhs = (axis: 0 | 1) => [0, 1, 2].map((i) => source.reduce((sum, [x, y], k) => sum + [x, y, 1][i]! * target[k]![axis], 0));
  const fx = solve3(normal, rhs(0));
  const fy = solve3(normal, rhs(1));
  if (!fx || !fy) return Infinity;
  // The linear part is scale · rotation · shear: its first column is scale · (cos, sin), its second scale · rotation · (shear, 1).
  const scale = Math.hypot(fx[0]!, fy[0]!);
  const angle = Math.atan2(fy[0]!, fx[0]!);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const shear = (cos * fx[1]! + sin * fy[1]!) / scale;
  const height = (-sin * fx[1]! + cos * fy[1]!) / scale;
  if (Math.abs(angle) > 0.5 || Math.abs(shear) > 0.45 || Math.abs(height - 1) > 0.25) return Infinity;
  return source.reduce((sum, [x, y], k) => sum + (fx[0]! * x + fx[1]! * y + fx[2]! - target[k]![0]) ** 2 + (fy[0]! * x + fy[1]! * y + fy[2]! - target[k]![1]) ** 2, 0);
}

/** The answer of an SVG captcha of `length` characters. */
export function readCaptcha(svg: string, length: number): string {
  // Two noise lines are drawn under the characters, the rest over them.
  const characters = pathsOf(svg).slice(2, 2 + length);
  return characters
    .map((drawn) => {
      const ranked = Object.entries(GLYPHS)
        .map(([character, glyph]) => ({ character, misfit: misfit(glyph, drawn) }))
        .sort((a, b) => a.misfit - b.misfit);
      if (ranked[0]!.misfit === Infinity) throw new Error('a captcha character matches no glyph');
      return ranked[0]!.character;
    })
    .join('');
}
