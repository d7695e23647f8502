import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { captchas } from '../../platform/db/schema/index.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { drawCaptcha } from './image/drawing.ts';
import { CAPTCHA_ALPHABET } from './image/glyphs.ts';
import { renderPng } from './image/png.ts';
import { renderSvg } from './image/svg.ts';
import { captchaMessages } from './messages.ts';

type CaptchaImage = components['schemas']['CaptchaImage'];
type CaptchaImageFormat = components['schemas']['CaptchaImageFormat'];

export const CAPTCHA_SECONDS = 300;
export const CAPTCHA_LENGTH = 4;

/** Whether a text could be a captcha's answer (CAPTCHA_LENGTH characters the images draw): a test answer must be. */
export function isCaptchaAnswer(text: string): boolean {
  return text.length === CAPTCHA_LENGTH && [...text].every((character) => CAPTCHA_ALPHABET.includes(character));
}

/** Answers are compared without case, and stored only as a hash bound to their key. */
export function answerHash(key: string, answer: string): string {
  return createHash('sha256').update(`${key}:${answer.trim().toUpperCase()}`).digest('hex');
}

/** Keeps a captcha's answer, hashed, for CAPTCHA_SECONDS. */
export async function storeCaptcha(db: Database, key: string, answer: string, now: Date): Promise<void> {
  // Captchas are short-lived: clear out those that expired an hour ago or more.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 3_600_000)));
  await db.insert(captchas).values({ key, answerHash: answerHash(key, answer), createdAt: now, expiresAt: new Date(now.getTime() + CAPTCHA_SECONDS * 1000) });
}

/** Makes a new captcha, stores its hashed answer and returns the image. */
export async function createImageCaptcha(
  db: Database,
  now: Date,
  request: { format: CaptchaImageFormat; width: number; height: number },
  fixedAnswer?: string,
): Promise<CaptchaImage> {
  const answer = fixedAnswer ?? Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
  const key = `cap_${randomBytes(12).toString('hex')}`;
  const drawing = drawCaptcha(answer, request.width, request.height);
  const image =
    request.format === 'png'
      ? `data:image/png;base64,${renderPng(drawing).toString('base64')}`
      : `data:image/svg+xml;base64,${Buffer.from(renderSvg(drawing)).toString('base64')}`;
  await storeCaptcha(db, key, answer, now);
  return { captcha_key: key, image, format: request.format, width: request.width, height: request.height, length: CAPTCHA_LENGTH, expire: CAPTCHA_SECONDS };
}

export interface CaptchaFields {
  /** Field names of the calling operation, so errors name what the form shows. */
  keyField: string;
  answerField: string;
}

/**
 * Checks an answer. A wrong answer voids the captcha (the form loads a new
 * one). With `spend`, a right answer is used up too; without it, it stays
 * usable for the call that needs it. Returns the seconds it remains valid.
 * Run it outside the caller's transaction: voiding must stick when the call fails.
 */
export async function checkImageCaptchaAnswer(
  db: Database,
  input: { key: string; answer: string; spend: boolean },
  now: Date,
  fields: CaptchaFields,
): Promise<number> {
  const [captcha] = await db.select().from(captchas).where(eq(captchas.key, input.key)).limit(1);
  if (!captcha || captcha.spentAt || captcha.expiresAt.getTime() <= now.getTime()) throw invalidField(fields.keyField, captchaMessages.unknownKey);
  const right = timingSafeEqual(Buffer.from(answerHash(input.key, input.answer), 'hex'), Buffer.from(captcha.answerHash, 'hex'));
  if (!right || input.spend) {
    const spent = await db
      .update(captchas)
      .set({ spentAt: now })
      .where(and(eq(captchas.key, input.key), isNull(captchas.spentAt)))
      .returning({ key: captchas.key });
    if (!right) throw invalidField(fields.answerField, captchaMessages.wrongAnswer);
    // Two calls raced for one captcha: only the first may use it.
    if (spent.length === 0) throw invalidField(fields.keyField, captchaMessages.unknownKey);
  }
  return Math.max(1, Math.floor((captcha.expiresAt.getTime() - now.getTime()) / 1000));
}
