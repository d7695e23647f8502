import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytes } from './bytes-column.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true });


/**
 * A supplier's business licence as uploaded: kept in the database, never
 * under the web root (decision 44). It belongs to the account that uploaded
 * it; an application uses it up (`application_id`).
 */
export const supplierLicenseFiles = pgTable(
  'supplier_license_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The id the contract shows: lic_ + 26 random characters, unguessable. */
    fileId: text('file_id').notNull(),
    userId: integer('user_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Read from the content's first bytes: image/jpeg, image/png or application/pdf. */
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    content: bytes('content').notNull(),
    /** The application that references it; null while unused. */
    applicationId: integer('application_id'),
    createTime: moment('create_time').notNull(),
  },
  (table) => [uniqueIndex('supplier_license_files_file_id_idx').on(table.fileId), index('supplier_license_files_user_idx').on(table.userId, table.createTime)],
);

/**
 * A supplier settlement application. `state` moves only through the review
 * table (features/supplier/review-states.ts): 0 pending review, 1 approved,
 * 2 refused. An account, an e-mail address and a registration number each
 * have at most one open (pending or approved) application.
 */
export const supplierApplications = pgTable(
  'supplier_applications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    /** SA + UTC date + id: what the applicant quotes. */
    applicationNo: text('application_no').notNull(),
    userId: integer('user_id').notNull(),
    state: smallint().notNull().default(0),
    companyName: text('company_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    countryId: integer('country_id').notNull(),
    companyAddress: text('company_address').notNull(),
    contactName: text('contact_name').notNull(),
    /** Lower-cased, as verified by the e-mailed code. */
    email: text().notNull(),
    telephone: text().notNull(),
    licenseFileId: integer('license_file_id').notNull(),
    mainProducts: jsonb('main_products').$type<string[]>().notNull(),
    mainManufacturers: jsonb('main_manufacturers').$type<string[]>().notNull(),
    supplyTypes: jsonb('supply_types').$type<string[]>().notNull(),
    website: text(),
    remark: text().notNull().default(''),
    /** The language of the application: the review's mail is written in it. */
    locale: text().notNull(),
    submitTime: moment('submit_time').notNull(),
    reviewTime: moment('review_time'),
    refuseReason: text('refuse_reason'),
  },
  (table) => [
    uniqueIndex('supplier_applications_no_idx').on(table.applicationNo),
    index('supplier_applications_user_idx').on(table.userId, table.submitTime.desc()),
    index('supplier_applications_state_idx').on(table.state, table.submitTime),
    // One open application per account, address and registration number: concurrent submissions cannot both pass.
    uniqueIndex('supplier_applications_open_user_idx').on(table.userId).where(sql`${table.state} in (0, 1)`),
    uniqueIndex('supplier_applications_open_email_idx').on(table.email).where(sql`${table.state} in (0, 1)`),
    uniqueIndex('supplier_applications_open_registration_idx').on(table.registrationNumber).where(sql`${table.state} in (0, 1)`),
  ],
);

/** Every supplier code requested, per address: the hourly limit counts these (state in the database, shared by every server process). */
export const supplierCodeRequests = pgTable(
  'supplier_code_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    clientAddress: text('client_address').notNull(),
    createTime: moment('create_time').notNull(),
  },
  (table) => [index('supplier_code_requests_email_idx').on(table.email, table.createTime), index('supplier_code_requests_address_idx').on(table.clientAddress, table.createTime)],
);

/**
 * An excess inventory list offered from the sell-your-excess page, for the
 * purchasing team to review: 0 pending review, 1 accepted, 2 rejected
 * (moves through features/supplier/review-states.ts).
 */
export const excessOffers = pgTable(
  'excess_offers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    /** EX + UTC date + id. */
    offerNo: text('offer_no').notNull(),
    userId: integer('user_id').notNull(),
    state: smallint().notNull().default(0),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text().notNull(),
    telephone: text().notNull(),
    remark: text().notNull().default(''),
    lineCount: integer('line_count').notNull(),
    locale: text().notNull(),
    submitTime: moment('submit_time').notNull(),
    reviewTime: moment('review_time'),
  },
  (table) => [uniqueIndex('excess_offers_no_idx').on(table.offerNo), index('excess_offers_state_idx').on(table.state, table.submitTime), index('excess_offers_user_idx').on(table.userId, table.submitTime)],
);

/** One part of an excess list, as the supplier mapped it. */
export const excessOfferLines = pgTable(
  'excess_offer_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer('offer_id').notNull(),
    /** 1-based position in the list as sent. */
    lineNo: integer('line_no').notNull(),
    partNumber: text('part_number').notNull(),
    manufacturer: text().notNull(),
    quantity: integer().notNull(),
    dateCode: text('date_code').notNull(),
    /** Asking unit price in `currency_code` (5 decimals); null when the supplier asks for an offer. */
    price: numeric({ precision: 18, scale: 5, mode: 'number' }),
    currencyCode: text('currency_code'),
  },
  (table) => [uniqueIndex('excess_offer_lines_offer_idx').on(table.offerId, table.lineNo)],
);
