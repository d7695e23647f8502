import { rateLimited, unauthenticated } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { checkImageCaptchaAnswer, issueCode, RESEND_SECONDS, secondsUntilResend, verifyCode } from '../captcha/index.ts';
import { addressTakenMail, verificationCodeMail } from './account-mail.ts';
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
  const wait = await secondsUntilResend(deps.db, email, now);
  if (wait > 0) throw rateLimited(wait, identityMessages.codeResendTooSoon);

  // The answer and the resend timer are the same whether or not the address has an account, so no one can
  // test which addresses do. Login and reset codes for unknown addresses are made and never mailed; a code
  // to register (or move an account to) an address that has an account is made too, and its owner gets a
  // notice instead of it.
  const claimsNewAddress = body.purpose === 'register' || body.purpose === 'change_email';
  const needsAccount = body.purpose === 'login' || body.purpose === 'reset_password';
  const mail = (code: string, expire: number) => {
    if (claimsNewAddress && account) return addressTakenMail(account.email, locale);
    if (needsAccount && !account) return undefined;
    return verificationCodeMail(account?.email ?? email, body.purpose, code, expire, locale);
  };
  const { expire, mailed } = await deps.db.transaction(async (tx) => {
    const issued = await issueCode(tx, { email, purpose: body.purpose, userId: body.purpose === 'change_email' ? user!.userId : undefined }, now);
    const outgoing = mail(issued.code, issued.expire);
    if (outgoing) await enqueueMail(tx, outgoing, now);
    return { expire: issued.expire, mailed: outgoing !== undefined };
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
