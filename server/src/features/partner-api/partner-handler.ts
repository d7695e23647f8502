import type { Handler } from '../../platform/http/handler.ts';
import type { OperationId, PartnerOperations } from '../../platform/http/operation-types.ts';
import type { AuthUser } from '../identity/index.ts';

/** A handler of one partner operation, with the partner's account as its user. */
export type PartnerHandler<Id extends OperationId<PartnerOperations>> = Handler<Id, AuthUser, PartnerOperations>;
