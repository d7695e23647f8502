import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea), read and written as Uint8Array on both engines. */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});
