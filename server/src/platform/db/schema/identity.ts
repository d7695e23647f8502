import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A buyer account. The password is kept only as a self-describing scrypt hash
 * (`scrypt$N$r$p$salt$key`), so its parameters can be raised later.
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 10001 }),
    /** Lower-cased sign-in address. */
    email: text().notNull(),
    /** As the user typed it, shown back on the profile; '' when not given. */
    telephone: text().notNull().default(''),
    /** Digits of the telephone (with the leading +), what sign-in by telephone compares; null when not given. */
    telephoneKey: text('telephone_key'),
    passwordHash: text('password_hash').notNull(),
    passwordUpdatedAt: moment('password_updated_at').notNull(),
    contactName: text('contact_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    companyTitle: text('company_title').notNull().default(''),
    companyAddress: text('company_address').notNull().default(''),
    countryId: integer('country_id'),
    avatarImg: text('avatar_img'),
    /** 0 active, 1 disabled by Chipmart (sign-in refused with 403). */
    state: smallint().notNull().default(0),
    /** Partner API access, UserApiAccessState: 0 not applied ... 4 revoked. Follows the latest application. */
    apiAccess: smallint('api_access').notNull().default(0),
    subscribeNewsletter: boolean('subscribe_newsletter').notNull().default(false),
    registerTime: moment('register_time').notNull(),
    /** Start of the newest session. */
    lastLoginAt: moment('last_login_at'),
    /** Start of the session before it: the profile's `last_login_time`. */
    previousLoginAt: moment('previous_login_at'),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_telephone_key_idx').on(table.telephoneKey).where(sql`${table.telephoneKey} is not null`),
  ],
);

/** A signed-in session: the bearer token is kept only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    /** 'web' for the shop, 'partner' for the partner API. */
    kind: text().notNull().default('web'),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [uniqueIndex('sessions_token_hash_idx').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** An image captcha: the answer is kept hashed; a captcha is answered once (or voided by a wrong answer). */
export const captchas = pgTable(
  'captchas',
  {
    /** The opaque key handed to the client (not a secret: it only names the captcha). */
    key: text().primaryKey(),
    answerHash: text('answer_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    /** Set when the captcha was used by the call needing it, or voided by a wrong answer. */
    spentAt: moment('spent_at'),
  },
  (table) => [index('captchas_expires_idx').on(table.expiresAt)],
);

/** An e-mailed 6-digit code, for one address and one purpose, kept hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-cased address the code was sent to. */
    email: text().notNull(),
    /** CaptchaPurpose: login, register, reset_password, change_email, supplier_settle. */
    purpose: text().notNull(),
    /** Hex SHA-256 of salt and code. */
    codeHash: text('code_hash').notNull(),
    salt: text().notNull(),
    /** The signed-in user who asked for it (change_email); null otherwise. */
    userId: integer('user_id'),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    usedAt: moment('used_at'),
  },
  (table) => [index('verification_codes_email_idx').on(table.email, table.purpose, table.createdAt)],
);

/** Mail waiting for, or done with, delivery. Written in the same transaction as the change it reports. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** What the mail is about (verification_code, email_changed, ...), for the mailbox listing. */
    kind: text().notNull(),
    locale: text().notNull(),
    /** pending, sent (SMTP), local (kept in the local mailbox), failed (gave up). */
    state: text().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull(),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    deliveredAt: moment('delivered_at'),
  },
  (table) => [
    index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

/** Applications for partner API access; the newest one's state is copied to `users.api_access`. */
export const apiApplications = pgTable(
  'api_applications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 701 }),
    userId: integer('user_id').notNull(),
    state: smallint().notNull(),
    companyName: text('company_name').notNull(),
    companyWebsite: text('company_website'),
    useCase: text('use_case').notNull(),
    expectedVolume: text('expected_volume').notNull(),
    expectedDailyCalls: integer('expected_daily_calls'),
    submitTime: moment('submit_time').notNull(),
    reviewTime: moment('review_time'),
    rejectReason: text('reject_reason'),
  },
  (table) => [index('api_applications_user_idx').on(table.userId, table.submitTime)],
);

/** Avatar images sent inline with a profile change, served at `/uploads/avatar/<id>.<ext>`. */
export const userAvatars = pgTable(
  'user_avatars',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    /** image/png or image/jpeg. */
    contentType: text('content_type').notNull(),
    /** The image bytes, base64. */
    data: text().notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('user_avatars_user_idx').on(table.userId)],
);

/**
 * Failed password sign-ins, shared by every server process (identity/sign-in-guard.ts):
 * one row per account (how many recent failures, which decides the captcha)
 * and one per account and address pair (its failures and when it may try again).
 */
export const signInFailures = pgTable('sign_in_failures', {
  /** `account:<key>` or `pair:<key>@<address>`. */
  bucket: text().primaryKey(),
  failures: integer().notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  /** The pair's next attempt is refused before this moment (progressive delay). */
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
});
