import { ExcessOfferResultState, SupplierSettlementState } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';

/** An application's review state in words, and whether it still blocks a new one (pending or approved). */
export function settlementStateText(state: SupplierSettlementState): string {
  if (state === SupplierSettlementState.Approved) return m.supplier_stateApproved();
  if (state === SupplierSettlementState.Rejected) return m.supplier_stateRefused();
  return m.supplier_statePending();
}

export const isOpenApplication = (state: SupplierSettlementState) => state !== SupplierSettlementState.Rejected;

/** An excess list's review state in words. */
export function excessStateText(state: ExcessOfferResultState): string {
  if (state === ExcessOfferResultState.Accepted) return m.supplier_excessAccepted();
  if (state === ExcessOfferResultState.Rejected) return m.supplier_excessRejected();
  return m.supplier_excessPending();
}

/** A class for a state's badge: waiting, good or refused. */
export function stateTone(state: number): string {
  return state === 1 ? 'supplier-state supplier-state-good' : state === 2 ? 'supplier-state supplier-state-bad' : 'supplier-state';
}
