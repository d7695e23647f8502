import { lazyWhenOpen } from '@/ui/lazy-when-open.tsx';

// The dialogs bring the contract's address rules and Radix's dialog along: pages load them when first opened.

/** The address dialog, its code loaded the first time it opens. */
export const LazyAddressDialog = lazyWhenOpen(() => import('./AddressDialog.tsx').then((module) => module.AddressDialog), (props) => props.open);

/** The delete confirmation, its code loaded the first time an address is to be deleted. */
export const LazyDeleteAddressDialog = lazyWhenOpen(
  () => import('./DeleteAddressDialog.tsx').then((module) => module.DeleteAddressDialog),
  (props) => props.address !== undefined,
);
