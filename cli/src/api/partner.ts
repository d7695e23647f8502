import { createPartnerClient, type PartnerClient } from '@chipmart/client';
import type { z } from 'zod';
import type { Session } from '../config/session.ts';
import { printNotice } from '../output/print.ts';
import { callPartner } from './call-partner.ts';
import { retryPolicyFrom } from './retry-policy.ts';

/** The partner API as one command uses it: calls by name, answers checked, 429 waited out. */
export interface Partner {
  call<Schema extends z.ZodType>(operation: string, send: (client: PartnerClient) => Promise<unknown>, schema: Schema): Promise<z.output<Schema>>;
}

export function openPartner(session: Session, env: NodeJS.ProcessEnv): Partner {
  const client = createPartnerClient({ baseUrl: session.baseUrl, token: () => session.token });
  const policy = retryPolicyFrom(env, (seconds) => printNotice(`Rate limited by the server: waiting ${seconds} s as its Retry-After asks.`));
  return {
    call: (operation, send, schema) => callPartner(operation, () => send(client), schema, policy),
  };
}
