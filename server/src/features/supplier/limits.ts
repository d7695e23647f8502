/** Limits of the supplier calls. Counted in the database, so every server process shares them. */
export const SUPPLIER_LIMITS = {
  /** Codes one address may be sent in an hour (and at most one a minute: captcha's resend wait). */
  codesPerEmailHourly: 5,
  /** Codes one client address may ask for in an hour, whatever the e-mail addresses. */
  codesPerClientHourly: 20,
  /** Licence uploads per account in an hour. */
  uploadsPerAccountHourly: 20,
  licenseMaxBytes: 10 * 1_048_576,
  /** An upload can be referenced by an application this long. */
  licenseValidHours: 24,
  /** Excess lists per account in an hour. */
  excessOffersPerAccountHourly: 10,
} as const;

export const HOUR_MS = 3_600_000;
