import type { Handlers } from '../../platform/http/handler.ts';
import type { CaptchaDeps } from './deps.ts';
import { checkImageCaptchaAnswer, createImageCaptcha } from './image-captcha.ts';
import { captchaMessages } from './messages.ts';
import { CAPTCHA_RATE_RULES } from './rate-rules.ts';

/** The image captcha calls; the e-mailed code calls need accounts and are identity's. */
export const captchaHandlers = ({ db, now, rateLimiter, fixedAnswer }: CaptchaDeps): Handlers => ({
  getImageCaptcha: async ({ query, clientAddress }) => {
    await rateLimiter.consume(`captcha-image:${clientAddress}`, CAPTCHA_RATE_RULES.imagePerAddress);
    return createImageCaptcha(db, now(), { format: query.format ?? 'svg', width: query.width ?? 120, height: query.height ?? 40 }, fixedAnswer);
  },

  checkImageCaptcha: async ({ body, clientAddress, say }) => {
    await rateLimiter.consume(`captcha-check:${clientAddress}`, CAPTCHA_RATE_RULES.checkPerAddress);
    const expire = await checkImageCaptchaAnswer(db, { key: body.captcha_key, answer: body.answer, spend: false }, now(), {
      keyField: 'captcha_key',
      answerField: 'answer',
    });
    say(captchaMessages.correct);
    return { captcha_key: body.captcha_key, verified: true, expire };
  },
});
