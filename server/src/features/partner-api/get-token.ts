import type { PartnerApiDeps } from './deps.ts';
import type { PartnerHandler } from './partner-handler.ts';

/** getToken: a new token for an account whose API access is approved (identity decides). */
export const getToken =
  (deps: PartnerApiDeps): PartnerHandler<'getToken'> =>
  async ({ body }) =>
    deps.tokens.issue(body.email, body.password);
