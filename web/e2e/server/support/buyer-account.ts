import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { ownClientAddress } from './client-address.ts';

/** The default site's reference server keeps its data (and its local mailbox) here (playwright.config.ts). */
export const serverDataDir = join(import.meta.dirname, '../../../.e2e-data/default');

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Calls the reference server's API as the shop does and returns `data`; any other code fails the test with the server's words. */
export async function callApi<T>(request: APIRequestContext, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Lang: 'en', Currency: 'USD', ...ownClientAddress(), ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new ApiRefusal(`${method} ${path}`, envelope);
  return envelope.data;
}

export class ApiRefusal extends Error {
  constructor(
    call: string,
    readonly envelope: Envelope<unknown>,
  ) {
    super(`${call}: ${envelope.code} ${envelope.message} ${JSON.stringify(envelope.data)}`);
  }
}

type Point = readonly [number, number];
/**
 * The strokes of the image captcha's characters on their 4 x 6 grid, as
 * server/src/features/captcha/image/glyphs.ts draws them: a test reads the
 * image the way a person does, by the shapes, since the answer is nowhere
 * else. A change there shows here as a captcha that cannot be read.
 */
const P: Point[][] = [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]];
const GLYPHS: Record<string, Point[][]> = {
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

/** Solves the 3 x 3 system `a · x = b` (Cramer's rule). */
function solve3(a: number[][], b: number[]): number[] {
  const det = (m: number[][]) =>
    m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) - m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) + m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const whole = det(a);
  return [0, 1, 2].map((column) => det(a.map((row, index) => row.map((value, c) => (c === column ? b[index]! : value)))) / whole);
}

/**
 * How badly a glyph explains the drawn strokes: the error of the best affine
 * fit, plus a penalty when that fit is not the small rotation, shear and even
 * scale the captcha applies (so a V is not read as a 7 turned over).
 */
function misfit(glyph: Point[][], drawn: Point[][]): number {
  if (glyph.length !== drawn.length || glyph.some((stroke, index) => stroke.length !== drawn[index]!.length)) return Infinity;
  const from = glyph.flat();
  const to = drawn.flat();
  const normal = [0, 1, 2].map((i) => [0, 1, 2].map((j) => from.reduce((sum, [x, y]) => sum + [x, y, 1][i]! * [x, y, 1][j]!, 0)));
  const toward = (axis: 0 | 1) => [0, 1, 2].map((i) => from.reduce((sum, [x, y], index) => sum + [x, y, 1][i]! * to[index]![axis], 0));
  const [a, b, c] = solve3(normal, toward(0));
  const [d, e, f] = solve3(normal, toward(1));
  const error = from.reduce((sum, [x, y], index) => sum + (a! * x + b! * y + c! - to[index]![0]) ** 2 + (d! * x + e! * y + f! - to[index]![1]) ** 2, 0);
  const scale = Math.hypot(a!, d!);
  const angle = Math.atan2(d!, a!);
  const [shear, upright] = [(Math.cos(angle) * b! + Math.sin(angle) * e!) / scale, (-Math.sin(angle) * b! + Math.cos(angle) * e!) / scale];
  const plausible = Math.abs(angle) < 0.5 && Math.abs(shear) < 0.5 && Math.abs(upright - 1) < 0.3;
  return error / from.length + (plausible ? 0 : 1e6);
}

/** Reads an SVG captcha: its character layers sit between two noise layers under and two over them. */
export function readCaptcha(imageDataUri: string): string {
  const svg = Buffer.from(imageDataUri.slice(imageDataUri.indexOf(',') + 1), 'base64').toString('utf8');
  const layers = [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]!).slice(2, -2);
  return layers
    .map((d) => {
      const strokes = d
        .split('M')
        .filter(Boolean)
        .map((stroke) => [...`M${stroke}`.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((point) => [Number(point[1]), Number(point[2])] as const));
      const ranked = Object.entries(GLYPHS).sort(([, one], [, other]) => misfit(one, strokes) - misfit(other, strokes));
      return ranked[0]![0];
    })
    .join('');
}

/** The newest 6-digit code the server mailed to `email`, from its local mailbox file. */
async function mailedCode(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mailbox = await readFile(join(serverDataDir, 'mailbox.log'), 'utf8').catch(() => '');
    const mail = mailbox
      .split(/^Mail #/m)
      .filter((entry) => entry.includes(`To:      ${email}\n`))
      .at(-1);
    const code = mail?.split('Subject:')[1]?.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code was mailed to ${email}`);
}

export interface Buyer {
  email: string;
  token: string;
  userInfo: unknown;
}

/**
 * A new buyer account, registered through the API as the register page does:
 * the image captcha read, the e-mailed code taken from the server's mailbox.
 * Each test that changes a cart gets its own, so tests never share one.
 */
export async function registerBuyer(request: APIRequestContext, label: string): Promise<Buyer> {
  const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@buyers.chipmart.example`;
  let sent = false;
  for (let attempt = 1; attempt <= 3 && !sent; attempt++) {
    const captcha = await callApi<{ captcha_key: string; image: string }>(request, 'GET', '/api/captcha/getCaptcha?format=svg&width=300&height=100');
    try {
      await callApi(request, 'POST', '/api/captcha/sendVerificationCode', {
        body: { email, purpose: 'register', captcha_key: captcha.captcha_key, captcha_answer: readCaptcha(captcha.image) },
      });
      sent = true;
    } catch (error) {
      const misread = error instanceof ApiRefusal && JSON.stringify(error.envelope.data).includes('captcha_answer');
      if (!misread || attempt === 3) throw error;
    }
  }
  const countries = await callApi<{ id: number; iso_code: string }[]>(request, 'GET', '/api/common/options/country');
  const germany = countries.find((country) => country.iso_code === 'DE') ?? countries[0]!;
  const session = await callApi<{ token: string; userInfo: unknown }>(request, 'POST', '/api/user/register', {
    body: {
      email,
      captcha: await mailedCode(email),
      password: 'Cart-Tests-2026',
      contact_name: 'Lena Vogt',
      company_name: 'Vogt Messtechnik GmbH',
      country_id: germany.id,
      agree_terms: true,
    },
  });
  return { email, token: session.token, userInfo: session.userInfo };
}

/** Signs the browser in as the buyer: the token and userInfo cookies the shop keeps after a sign-in. */
export async function signInBrowser(context: BrowserContext, baseURL: string, buyer: Buyer): Promise<void> {
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(buyer.token), url: baseURL },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(buyer.userInfo)), url: baseURL },
  ]);
}
