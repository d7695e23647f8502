import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { ownClientAddress } from './client-address.ts';

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

/*
 * The character shapes the reference server draws its image captchas with
 * (server/src/features/captcha/image/glyphs.ts, on a 4 x 6 grid), written out
 * here because the shop's package may not import the server's: what a person
 * knows of the letters when reading the image.
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

/** The mailbox file the reference server of a Playwright project writes (playwright.config.ts: e2e/.e2e-data/<site>). */
export function mailboxOf(projectName: string): string {
  return join(import.meta.dirname, '../../.e2e-data', projectName.replace(/^server-/, ''), 'mailbox.log');
}

/** The 6-digit code of the newest mail to `email` in the server's mailbox, waiting for the mail to be written. */
export async function latestCode(mailbox: string, email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(mailbox)) return undefined;
        const entries = readFileSync(mailbox, 'utf8').match(/─{72}\nMail #(\d+)[\s\S]*?\n─{72}/g) ?? [];
        const mine = entries.filter((entry) => entry.includes(`\nTo:      ${email}\n`) && Number(/Mail #(\d+)/.exec(entry)![1]) > after);
        code = mine.length > 0 ? /^ {4}(\d{6})$/m.exec(mine.at(-1)!)?.[1] : undefined;
        return code;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The number of the newest mail in the mailbox (0 when none), so a later code is told from an earlier one. */
export function lastMailNumber(mailbox: string): number {
  if (!existsSync(mailbox)) return 0;
  const numbers = [...readFileSync(mailbox, 'utf8').matchAll(/Mail #(\d+)/g)].map((match) => Number(match[1]));
  return numbers.length > 0 ? Math.max(...numbers) : 0;
}

/** Least squares x ≈ a·gx + b·gy + c over the points; returns [a, b, c]. */
function fitAxis(glyph: readonly Point[], values: readonly number[]): [number, number, number] {
  let [sxx, sxy, sx, syy, sy, n, tx, ty, t] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  glyph.forEach(([gx, gy], index) => {
    const value = values[index]!;
    sxx += gx * gx;
    sxy += gx * gy;
    sx += gx;
    syy += gy * gy;
    sy += gy;
    n += 1;
    tx += gx * value;
    ty += gy * value;
    t += value;
  });
  // Cramer's rule on the 3 x 3 normal equations.
  const det = (m: number[][]) => m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) - m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) + m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const a = [
    [sxx, sxy, sx],
    [sxy, syy, sy],
    [sx, sy, n],
  ];
  const b = [tx, ty, t];
  const whole = det(a);
  if (Math.abs(whole) < 1e-9) return [Number.NaN, Number.NaN, Number.NaN];
  const column = (index: number) => det(a.map((row, r) => row.map((cell, c) => (c === index ? b[r]! : cell))));
  return [column(0) / whole, column(1) / whole, column(2) / whole];
}

/**
 * How far a drawn character is from a glyph: the glyph's points mapped by
 * the best affine map, off by the residual, plus a large penalty when that
 * map is not one the captcha draws with (a small rotation and shear, equal
 * scales), which tells apart glyphs any affine map could fit (three points).
 */
function distance(glyph: readonly (readonly Point[])[], strokes: readonly Point[][]): number {
  if (glyph.length !== strokes.length || glyph.some((stroke, index) => stroke.length !== strokes[index]!.length)) return Number.POSITIVE_INFINITY;
  const from = glyph.flat();
  const to = strokes.flat();
  const [l00, l01, cx] = fitAxis(from, to.map(([x]) => x));
  const [l10, l11, cy] = fitAxis(from, to.map(([, y]) => y));
  if ([l00, l01, l10, l11].some(Number.isNaN)) return Number.POSITIVE_INFINITY;
  const residual = from.reduce((sum, [gx, gy], index) => sum + (l00 * gx + l01 * gy + cx - to[index]![0]) ** 2 + (l10 * gx + l11 * gy + cy - to[index]![1]) ** 2, 0);
  const scale = Math.hypot(l00, l10);
  const angle = Math.atan2(l10, l00);
  const upper01 = Math.cos(angle) * l01 + Math.sin(angle) * l11;
  const upper11 = -Math.sin(angle) * l01 + Math.cos(angle) * l11;
  const drawable = Math.abs(angle) < 0.5 && upper11 > 0 && Math.abs(upper01 / upper11) < 0.45 && upper11 / scale > 0.75 && upper11 / scale < 1.33;
  return residual + (drawable ? 0 : 1e6);
}

/** Reads an SVG image captcha the way a person reads it: each character's strokes matched to the closest glyph. */
export function readCaptcha(svg: string): string {
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]!);
  // The drawing is: two noise lines under the text, one path per character, two noise lines over it.
  const characters = paths.slice(2, -2);
  return characters
    .map((d) => {
      const strokes = d
        .split('M')
        .filter(Boolean)
        .map((stroke) => stroke.split('L').map((pair) => pair.trim().split(/\s+/).map(Number) as unknown as Point));
      const [best] = Object.entries(GLYPHS)
        .map(([character, glyph]) => ({ character, score: distance(glyph, strokes) }))
        .sort((a, b) => a.score - b.score);
      return best!.character;
    })
    .join('');
}

export interface FreshBuyer {
  email: string;
  password: string;
  token: string;
  userInfo: Record<string, unknown>;
}

const headers = { Lang: 'en', ...ownClientAddress() };

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/**
 * Registers a new buyer through the API as the register page does: the image
 * captcha read, the e-mailed code taken from the server's mailbox, then
 * user/register, which answers with the session.
 */
export async function registerFreshBuyer(request: APIRequestContext, mailbox: string, label: string): Promise<FreshBuyer> {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.chipmart.example`;
  const password = 'Fresh-Buyer-2026';
  const countries = await dataOf<{ id: number; name: string }[]>(await request.get('/api/common/options/country', { headers }));
  const before = lastMailNumber(mailbox);
  // A misread image costs one captcha; a few tries make the reading certain enough.
  for (let attempt = 0; ; attempt++) {
    const captcha = await dataOf<{ captcha_key: string; image: string }>(await request.get('/api/captcha/getCaptcha?format=svg&width=300&height=100', { headers }));
    const svg = Buffer.from(captcha.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    const sent = await request.post('/api/captcha/sendVerificationCode', {
      headers,
      data: { email, purpose: 'register', captcha_key: captcha.captcha_key, captcha_answer: readCaptcha(svg) },
    });
    if (sent.ok()) break;
    if (attempt >= 2) await dataOf(sent);
  }
  const code = await latestCode(mailbox, email, before);
  const session = await dataOf<{ token: string; userInfo: Record<string, unknown> }>(
    await request.post('/api/user/register', {
      headers,
      data: { email, captcha: code, password, contact_name: 'Lin Supplier', company_name: 'Harbour Components Ltd.', country_id: countries[0]!.id, agree_terms: true },
    }),
  );
  return { email, password, token: session.token, userInfo: session.userInfo };
}

/** Signs the browser in as the buyer, the way the shop keeps a session (the token and userInfo cookies). */
export async function signInBrowser(context: BrowserContext, baseURL: string, buyer: FreshBuyer): Promise<void> {
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(buyer.token), url: baseURL },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(buyer.userInfo)), url: baseURL },
  ]);
}
