/**
 * Reads the reference server's image captcha the way a person does, for end-to-end flows that must send an
 * e-mailed code. The server draws each character as one path of strokes, placed by a rotation, a shear, a size and
 * a little jitter, between two noise lines under and two over the text. So each character path is matched
 * against the stroke shapes of the captcha font below, by stroke count and by how closely such a placement takes
 * the shape onto the path; the closest shape is the character.
 */

type Point = readonly [number, number];
type Strokes = readonly (readonly Point[])[];

/** The captcha font: each character's strokes on a 4 x 6 grid, as the server draws them. */
const P: Strokes = [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]];
const SHAPES: Readonly<Record<string, Strokes>> = {
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

const NOISE_PATHS_UNDER_TEXT = 2;

/** The strokes of one SVG path: each M starts a stroke, each L adds a point. */
function strokesOf(d: string): Point[][] {
  const strokes: Point[][] = [];
  for (const [, command, x, y] of d.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/g)) {
    if (command === 'M') strokes.push([]);
    strokes.at(-1)!.push([Number(x), Number(y)]);
  }
  return strokes;
}

/** Solves the 3 x 3 system `a · v = b` (Cramer's rule); undefined when it has no single answer. */
function solve3(a: number[][], b: number[]): number[] | undefined {
  const det = (m: number[][]) =>
    m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) - m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) + m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const whole = det(a);
  if (Math.abs(whole) < 1e-9) return undefined;
  return [0, 1, 2].map((column) => det(a.map((row, index) => row.map((value, j) => (j === column ? b[index]! : value)))) / whole);
}

/** Characters are turned at most this far (radians), sheared at most this much, and scaled the same both ways. */
const MAX_TURN = 0.35;
const MAX_SHEAR = 0.3;
/** How much an implausible placement counts against a shape, next to the squared pixels it misses by. */
const PLACEMENT_WEIGHT = 40;

/**
 * How badly `shape` explains `drawn` (same points, same order): the mean squared distance left after the best
 * affine map of the one onto the other, plus how far that map is from a placement the server makes (a turn, a
 * shear and one scale). A few points fit any affine map (V and 7 both have three), so the placement decides.
 */
function misfit(shape: readonly Point[], drawn: readonly Point[]): number {
  const normal = [0, 1, 2].map(() => [0, 0, 0]);
  const towardX = [0, 0, 0];
  const towardY = [0, 0, 0];
  shape.forEach(([gx, gy], index) => {
    const row = [gx, gy, 1];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) normal[i]![j]! += row[i]! * row[j]!;
      towardX[i]! += row[i]! * drawn[index]![0];
      towardY[i]! += row[i]! * drawn[index]![1];
    }
  });
  const mapX = solve3(normal, towardX);
  const mapY = solve3(normal, towardY);
  if (!mapX || !mapY) return Infinity;
  const squared = shape.reduce((sum, [gx, gy], index) => {
    const x = mapX[0]! * gx + mapX[1]! * gy + mapX[2]!;
    const y = mapY[0]! * gx + mapY[1]! * gy + mapY[2]!;
    return sum + (x - drawn[index]![0]) ** 2 + (y - drawn[index]![1]) ** 2;
  }, 0);
  // The map's linear part as turn · scale · shear: the x axis gives the turn and scale, the y axis the shear.
  const [a, b, c, d] = [mapX[0]!, mapX[1]!, mapY[0]!, mapY[1]!];
  const turn = Math.atan2(c, a);
  const scaleX = Math.hypot(a, c);
  const shearPart = Math.cos(turn) * b + Math.sin(turn) * d;
  const scaleY = -Math.sin(turn) * b + Math.cos(turn) * d;
  if (scaleX <= 0 || scaleY <= 0) return Infinity;
  const excess = (value: number, limit: number) => Math.max(0, Math.abs(value) - limit);
  const implausible = Math.log(scaleX / scaleY) ** 2 + excess(shearPart / scaleY, MAX_SHEAR) ** 2 + excess(turn, MAX_TURN) ** 2;
  return squared / shape.length + PLACEMENT_WEIGHT * implausible;
}

const signature = (strokes: Strokes) => strokes.map((stroke) => stroke.length).join(',');

function readCharacter(drawn: Point[][]): string {
  const candidates = Object.entries(SHAPES).filter(([, shape]) => signature(shape) === signature(drawn));
  if (candidates.length === 0) throw new Error(`No captcha character has strokes of ${signature(drawn)} points`);
  const points = drawn.flat();
  return candidates
    .map(([character, shape]) => ({ character, misfit: misfit(shape.flat(), points) }))
    .sort((a, b) => a.misfit - b.misfit)[0]!.character;
}

/** The characters of a captcha image (`data:image/svg+xml;base64,...`) showing `length` characters. */
export function readCaptcha(dataUri: string, length: number): string {
  const svg = Buffer.from(dataUri.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map(([, d]) => d!);
  return paths
    .slice(NOISE_PATHS_UNDER_TEXT, NOISE_PATHS_UNDER_TEXT + length)
    .map((d) => readCharacter(strokesOf(d)))
    .join('');
}
