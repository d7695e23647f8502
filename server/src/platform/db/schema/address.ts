import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A buyer's saved shipping (type 1) or billing (type 2) address. Orders keep
 * their own copy (orders.shipping_address), so editing or deleting a row here
 * never reaches an order. At most one default per user and type, held by the
 * partial unique index.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    userId: integer('user_id').notNull(),
    /** 1 shipping, 2 billing. */
    typeId: smallint('type_id').notNull(),
    contactName: text('contact_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    telephone: text().notNull(),
    emailAddress: text('email_address').notNull(),
    countryId: integer('country_id').notNull(),
    state: text().notNull().default(''),
    city: text().notNull(),
    postalCode: text('postal_code').notNull().default(''),
    addressLn1: text('address_ln1').notNull(),
    addressLn2: text('address_ln2').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createTime: moment('create_time').notNull(),
    updateTime: moment('update_time').notNull(),
  },
  (table) => [
    uniqueIndex('user_addresses_one_default_idx').on(table.userId, table.typeId).where(sql`${table.isDefault}`),
    index('user_addresses_user_idx').on(table.userId, table.typeId, table.createTime),
  ],
);
