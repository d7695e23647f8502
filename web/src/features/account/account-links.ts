import type { PageKey } from '@/platform/pages/page-catalog.ts';

/** The account's pages in the order the side navigation lists them; the overview is matched exactly, the others with their sub-pages. */
export const ACCOUNT_LINKS: readonly { page: PageKey; exact: boolean }[] = [
  { page: 'myAccount', exact: true },
  { page: 'accountOrders', exact: false },
  { page: 'accountRfqHistory', exact: false },
  { page: 'accountAddresses', exact: false },
  { page: 'accountProfile', exact: false },
  { page: 'accountNetTerms', exact: false },
  { page: 'accountBomList', exact: false },
];
