import type { Handlers } from '../../shared/http/handler.ts';
import { conflict, unauthenticated } from '../../shared/http/errors.ts';
import type { Handler } from '../../shared/http/handler.ts';
import { AppError } from '../../shared/http/errors.ts';
import { enqueueMail } from '../../shared/mail/outbox.ts';
import { verificationCodeMail } from '../../shared/mail/templates.ts';
import { emailKey, findUserByEmail } from '../identity/accounts.ts';
import { RATE_RULES } from '../identity/rate-rules.ts';
import { checkImageCaptchaAnswer, createImageCaptcha } from './image-captcha.ts';
import { issueCode, RESEND_SECONDS, secondsUntilResend, verifyCode } from './verification-codes.ts';

export const getImageCaptcha: Handler<'getImageCaptcha'> = async ({ query, services, clientAddress }) => {
  services.rateLimiter.consume(`captcha-image:${clientAddress}`, RATE_RULES.captchaImagePerAddress);
  return createImageCaptcha(services.db, services.now(), { format: query.format ?? 'svg', width: query.width ?? 120, height: query.height ?? 40 });
};

export const checkImageCaptcha: Handler<'checkImageCaptcha'> = async ({ body, services, clientAddress, say }) => {
  services.rateLimiter.consume(`captcha-check:${clientAddress}`, RATE_RULES.captchaCheckPerAddress);
  const expire = await checkImageCaptchaAnswer(services.db, { key: body.captcha_key, answer: body.answer, spend: false }, services.now(), {
    keyField: 'captcha_key',
    answerField: 'answer',
  });
  say('captcha.correct');
  return { captcha_key: body.captcha_key, verified: true, expire };
};

export const sendVerificationCode: Handler<'sendVerificationCode'> = async ({ body, user, services, clientAddress, locale, say }) => {
  const email = emailKey(body.email);
  const now = services.now();
  if (body.purpose === 'change_email' && !user) throw unauthenticated();
  services.rateLimiter.consume(`code-send:account:${email}`, RATE_RULES.codeSendPerAccountDaily);
  services.rateLimiter.consume(`code-send:address:${clientAddress}`, RATE_RULES.codeSendPerAddressDaily);
  // The captcha is used up whatever happens next, so one solved image buys one attempt.
  await checkImageCaptchaAnswer(services.db, { key: body.captcha_key, answer: body.captcha_answer, spend: true }, now, {
    keyField: 'captcha_key',
    answerField: 'captcha_answer',
  });

  const account = await findUserByEmail(services.db, email);
  if ((body.purpose === 'register' || body.purpose === 'change_email') && account) throw conflict('code.emailTaken');
  const wait = await secondsUntilResend(services.db, email, now);
  if (wait > 0) throw new AppError(4290, 'code.resendTooSoon', { seconds: wait }, [], wait);

  // Login and reset codes are made for unknown addresses too (and never mailed): the answer and the
  // resend timer then look the same whether or not the address has an account.
  const mailed = body.purpose === 'login' || body.purpose === 'reset_password' ? Boolean(account) : true;
  const expire = await services.db.transaction(async (tx) => {
    const issued = await issueCode(tx, { email, purpose: body.purpose, userId: body.purpose === 'change_email' ? user!.userId : undefined }, now);
    if (mailed) await enqueueMail(tx, verificationCodeMail(account?.email ?? email, body.purpose, issued.code, issued.expire, locale), now);
    return issued.expire;
  });
  if (mailed) services.mail.kick();
  say('code.sent', { email });
  return { email, purpose: body.purpose, expire, resend_after: RESEND_SECONDS };
};

export const checkVerificationCode: Handler<'checkVerificationCode'> = async ({ body, services, clientAddress, say }) => {
  const email = emailKey(body.email);
  services.rateLimiter.consume(`code-check:account:${email}`, RATE_RULES.codeCheckPerAccount);
  services.rateLimiter.consume(`code-check:address:${clientAddress}`, RATE_RULES.codeCheckPerAddress);
  const code = await verifyCode(services.db, { email, purpose: body.purpose, code: body.captcha }, services.now());
  say('code.correct');
  return { email, purpose: body.purpose, verified: true, expire: code.expire };
};

/** Image captchas and e-mailed verification codes. */
export const captchaHandlers: Handlers = { getImageCaptcha, checkImageCaptcha, sendVerificationCode, checkVerificationCode };
