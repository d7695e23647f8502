import type { Handlers } from '../shared/http/handler.ts';
import { identityHandlers } from '../features/identity/handlers.ts';
import { captchaHandlers } from '../features/captcha/handlers.ts';
import { catalogHandlers } from '../features/catalog/handlers.ts';
import { siteHandlers } from '../features/site/handlers.ts';
import { rfqHandlers } from '../features/rfq/handlers.ts';
import { cartHandlers } from '../features/cart/handlers.ts';

/** Every implemented operation, by operationId. Each feature contributes its own map. */
export const handlers: Handlers = {
  ...identityHandlers,
  ...captchaHandlers,
  ...catalogHandlers,
  ...siteHandlers,
  ...rfqHandlers,
  ...cartHandlers,
};
