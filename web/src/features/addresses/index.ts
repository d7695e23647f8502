// The address book: its page, and the dialog and address text checkout uses to add and show addresses.
export { AddressBookPage } from './AddressBookPage.tsx';
export { AddressDialog } from './AddressDialog.tsx';
export { AddressLines } from './AddressLines.tsx';
export { LazyAddressDialog } from './LazyAddressDialog.tsx';
export { BILLING, SHIPPING } from './address-rules.ts';
