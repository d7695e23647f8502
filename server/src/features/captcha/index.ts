/**
 * Image captchas and the store of e-mailed verification codes (issue,
 * verify, use up, resend timing). It knows nothing of accounts: identity
 * sends and checks codes through these functions.
 */
import type { CaptchaDeps } from './deps.ts';
import { captchaHandlers } from './handlers.ts';

export type { CaptchaDeps } from './deps.ts';
export { checkImageCaptchaAnswer, isCaptchaAnswer } from './image-captcha.ts';
export { captchaMessages } from './messages.ts';
export { consumeCode, issueCode, RESEND_SECONDS, secondsUntilResend, verifyCode } from './verification-codes.ts';

export function createCaptchaFeature(deps: CaptchaDeps) {
  return { handlers: captchaHandlers(deps) };
}
