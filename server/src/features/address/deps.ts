import type { Database } from '../../platform/db/open.ts';

/** What the address feature is built from. */
export interface AddressDeps {
  db: Database;
  now: () => Date;
}
