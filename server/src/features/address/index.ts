/**
 * The buyer's saved shipping and billing addresses: one default per type,
 * at most 50 per account, China addresses checked against the regions table.
 * Orders copy an address when placed (`addressSnapshot`), so later edits never
 * reach them.
 */
import type { AddressDeps } from './deps.ts';
import { addressHandlers } from './handlers.ts';

export { addressSnapshot, listAddresses, type Address, type AddressSnapshot } from './address-rows.ts';
export { seedDemoAddresses } from './demo-addresses.ts';
export type { AddressDeps } from './deps.ts';

export function createAddressFeature(deps: AddressDeps) {
  return { handlers: addressHandlers(deps) };
}
