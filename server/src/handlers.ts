import type { Handlers } from './http/handler.ts';

/** Every implemented operation, by operationId. Each feature contributes its own map. */
export const handlers: Handlers = {};
