import { randomUUID } from 'node:crypto';
import type { components } from '@chipmart/generated/internal/types';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { countries, supplierApplications } from '../../platform/db/schema/index.ts';
import { conflict, invalidField } from '../../platform/http/errors.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { consumeCode, verifyCode } from '../captcha/index.ts';
import { violatedUniqueIndex } from '../../platform/db/unique-violation.ts';
import { attachLicense, usableLicenseId } from './license-files.ts';
import { supplierMessages } from './messages.ts';
import { refuseIfAlreadyApplied } from './open-applications.ts';
import { recordNumber } from './record-numbers.ts';

type SettleRequest = components['schemas']['SupplierSettleRequest'];
type SettleResult = components['schemas']['SupplierSettleResult'];
type Settlement = components['schemas']['SupplierSettlement'];

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Receives an application: the country must exist, the licence must be the
 * account's own unused upload, the e-mailed code must be right (wrong codes
 * are counted outside the transaction, so they count even when it fails),
 * and no open application may exist for the account, address or company.
 * The code is used up, the licence tied to the application and the
 * application stored in one transaction; the unique indexes on open
 * applications settle a race between two submissions.
 */
export async function submitSettlement(db: Database, request: { userId: number; body: SettleRequest; locale: LocaleCode }, now: Date): Promise<SettleResult> {
  const { body, userId } = request;
  const email = emailKey(body.email);
  const registrationNumber = body.registration_number.trim();
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id)).limit(1);
  if (!country) throw invalidField('country_id', supplierMessages.unknownCountry);
  await refuseIfAlreadyApplied(db, { userId, email, registrationNumber });
  const licenseId = await usableLicenseId(db, userId, body.license_file_id, now);
  const code = await verifyCode(db, { email, purpose: 'supplier_settle', code: body.captcha }, now, 'captcha');
  try {
    return await db.transaction(async (tx) => {
      await consumeCode(tx, code, now, 'captcha');
      const [row] = await tx
        .insert(supplierApplications)
        .values({
          // A placeholder until the id is known; the number is made from the id below.
          applicationNo: `pending-${randomUUID()}`,
          userId,
          companyName: body.company_name.trim(),
          registrationNumber,
          countryId: body.country_id,
          companyAddress: body.company_address.trim(),
          contactName: body.contact_name.trim(),
          email,
          telephone: body.telephone.trim(),
          licenseFileId: licenseId,
          mainProducts: body.main_products,
          mainManufacturers: body.main_manufacturers,
          supplyTypes: body.supply_types,
          website: body.website ?? null,
          remark: body.remark ?? '',
          locale: request.locale,
          submitTime: now,
        })
        .returning({ id: supplierApplications.id });
      const applicationNo = recordNumber('SA', now, row!.id);
      await tx.update(supplierApplications).set({ applicationNo }).where(eq(supplierApplications.id, row!.id));
      await attachLicense(tx, licenseId, row!.id);
      return { application_no: applicationNo, state: 0, company_name: body.company_name.trim(), email, submitted_time: isoTime(now) };
    });
  } catch (error) {
    if (violatedUniqueIndex(error)?.startsWith('supplier_applications_open_')) throw conflict(supplierMessages.alreadyApplied);
    throw error;
  }
}

export function settlementView(row: typeof supplierApplications.$inferSelect): Settlement {
  return {
    application_no: row.applicationNo,
    state: row.state as Settlement['state'],
    company_name: row.companyName,
    email: row.email,
    submitted_time: isoTime(row.submitTime),
    review_time: isoTime(row.reviewTime),
    refuse_reason: row.refuseReason,
  };
}

/** The account's applications, newest first. */
export async function listSettlements(db: Database, userId: number): Promise<Settlement[]> {
  const rows = await db.select().from(supplierApplications).where(eq(supplierApplications.userId, userId)).orderBy(desc(supplierApplications.submitTime), desc(supplierApplications.id));
  return rows.map(settlementView);
}
