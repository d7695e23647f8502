/**
 * Suppliers: the e-mailed registration code, business licence uploads (kept
 * in the database, served back only to their uploader; decision 44), the
 * settlement application and its review, and excess inventory lists from
 * the sell-your-excess page. Staff review through the operator functions.
 */
import type { SupplierDeps } from './deps.ts';
import { supplierHandlers } from './handlers.ts';
import { unusedLicenseCleanup } from './license-cleanup.ts';
import { supplierOperator } from './operator.ts';

export type { SupplierDeps } from './deps.ts';
export type { ListFilter, SupplierOperator } from './operator.ts';
export { REVIEW_STATES, type ReviewEvent, type ReviewState } from './review-states.ts';

export function createSupplierFeature(deps: SupplierDeps) {
  return { handlers: supplierHandlers(deps), operator: supplierOperator(deps), timers: [unusedLicenseCleanup(deps.db)] };
}
