import { conflict, rateLimited, unauthenticated } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { checkImageCaptchaAnswer, issueCode, RESEND_SECONDS, secondsUntilResend, verifyCode } from '../captcha/index.ts';
import { verificationCodeMail } from './account-mail.ts';
import { emailKey, findUserByEmail } from './accounts.ts';
import type { IdentityDeps } from './deps.ts';
import { identityMessages } from './messages.ts';
import { RATE_RULES } from './rate-rules.ts';
import type { AuthUser } from './sessions.ts';

export const sendVerificationCode = (deps: IdentityDeps): Handler<'sendVerificationCode', AuthUser> => async ({ body, user, clientAddress, locale, say }) => {
  const email = emailKey(body.email);
  const now = deps.now();
  if (body.purpose === 'change_email' && !user) throw unauthenticated();
  await deps.rateLimiter.consume(`code-send:account:${email}`, RATE_RULES.codeSendPerAccountDaily);
  await deps.rateLimiter.consume(`code-send:address:${clientAddress}`, RATE_RULES.codeSendPerAddressDaily);
  // The captcha is used up whatever happens next, so one solved image buys one attempt.
  await checkImageCaptchaAnswer(deps.db, { key: body.captcha_key, answer: body.captcha_answer, spend: true }, now, {
    keyField: 'captcha_key',
    answerField: 'captcha_answer',
  });

  const account = await findUserByEmail(deps.db, email);
  if ((body.purpose === 'register' || body.purpose === 'change_email') && account) throw conflict(identityMessages.emailTaken);
  const wait = await secondsUntilResend(deps.db, email, now);
  if (wait > 0) throw rateLimited(wait, identityMessages.codeResendTooSoon);

  // Login and reset codes are made for unknown addresses too (and never mailed): the answer and the
  // resend timer then look the same whether or not the address has an account.
  const mailed = body.purpose === 'login' || body.purpose === 'reset_password' ? Boolean(account) : true;
  const expire = await deps.db.transaction(async (tx) => {
    const issued = await issueCode(tx, { email, purpose: body.purpose, userId: body.purpose === 'change_email' ? user!.userId : undefined }, now);
    if (mailed) await enqueueMail(tx, verificationCodeMail(account?.email ?? email, body.purpose, issued.code, issued.expire, locale), now);
    return issued.expire;
  });
  if (mailed) deps.mail.kick();
  say(identityMessages.codeSent, { email });
  return { email, purpose: body.purpose, expire, resend_after: RESEND_SECONDS };
};

export const checkVerificationCode = (deps: IdentityDeps): Handler<'checkVerificationCode'> => async ({ body, clientAddress, say }) => {
  const email = emailKey(body.email);
  await deps.rateLimiter.consume(`code-check:account:${email}`, RATE_RULES.codeCheckPerAccount);
  await deps.rateLimiter.consume(`code-check:address:${clientAddress}`, RATE_RULES.codeCheckPerAddress);
  const code = await verifyCode(deps.db, { email, purpose: body.purpose, code: body.captcha }, deps.now());
  say(identityMessages.codeCorrect);
  return { email, purpose: body.purpose, verified: true, expire: code.expire };
};
