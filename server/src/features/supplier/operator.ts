import { and, asc, desc, eq } from 'drizzle-orm';
import { countries, excessOfferLines, excessOffers, supplierApplications, supplierLicenseFiles } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { recordOperatorAction, type Operator } from '../../platform/operator/operator-actions.ts';
import type { SupplierDeps } from './deps.ts';
import { readOwnLicense } from './license-files.ts';
import { supplierMessages } from './messages.ts';
import { reviewResultMail } from './review-mail.ts';
import { illegalReview, REVIEW_TRANSITIONS, reviewStateName, type ReviewEvent, type ReviewState } from './review-states.ts';

export interface ListFilter {
  /** Only this state; every state when null. */
  state: ReviewState | null;
  limit: number;
}

/**
 * What staff do with supplier applications and excess lists, through the
 * operator CLI: read them, read a licence, and decide. Every decision goes
 * through the review transition table and is recorded with who made it, in
 * the decision's own transaction.
 */
export function supplierOperator({ db, now, mail }: SupplierDeps) {
  async function applicationRow(applicationNo: string) {
    const [row] = await db.select().from(supplierApplications).where(eq(supplierApplications.applicationNo, applicationNo)).limit(1);
    if (!row) throw notFound(supplierMessages.applicationNotFound);
    return row;
  }

  async function offerRow(offerNo: string) {
    const [row] = await db.select().from(excessOffers).where(eq(excessOffers.offerNo, offerNo)).limit(1);
    if (!row) throw notFound(supplierMessages.offerNotFound);
    return row;
  }

  const applicationSummary = (row: typeof supplierApplications.$inferSelect) => ({
    application_no: row.applicationNo,
    state: reviewStateName(row.state),
    company_name: row.companyName,
    email: row.email,
    submitted_time: isoTime(row.submitTime),
    review_time: isoTime(row.reviewTime),
  });

  const offerSummary = (row: typeof excessOffers.$inferSelect) => ({
    offer_no: row.offerNo,
    state: (['pending', 'accepted', 'rejected'] as const)[row.state] ?? reviewStateName(row.state),
    company_name: row.companyName,
    email: row.email,
    line_count: row.lineCount,
    submitted_time: isoTime(row.submitTime),
  });

  return {
    listApplications: async (filter: ListFilter) => {
      const rows = await db
        .select()
        .from(supplierApplications)
        .where(filter.state === null ? undefined : eq(supplierApplications.state, filter.state))
        .orderBy(desc(supplierApplications.submitTime), desc(supplierApplications.id))
        .limit(filter.limit);
      return rows.map(applicationSummary);
    },

    showApplication: async (applicationNo: string) => {
      const row = await applicationRow(applicationNo);
      const [license] = await db
        .select({ fileId: supplierLicenseFiles.fileId, fileName: supplierLicenseFiles.fileName, contentType: supplierLicenseFiles.contentType, size: supplierLicenseFiles.size })
        .from(supplierLicenseFiles)
        .where(eq(supplierLicenseFiles.id, row.licenseFileId));
      const [country] = await db.select({ isoCode: countries.isoCode }).from(countries).where(eq(countries.id, row.countryId));
      return {
        ...applicationSummary(row),
        user_id: row.userId,
        registration_number: row.registrationNumber,
        country: country?.isoCode ?? String(row.countryId),
        company_address: row.companyAddress,
        contact_name: row.contactName,
        telephone: row.telephone,
        website: row.website,
        main_products: row.mainProducts,
        main_manufacturers: row.mainManufacturers,
        supply_types: row.supplyTypes,
        remark: row.remark,
        refuse_reason: row.refuseReason,
        license: license ? { file_id: license.fileId, file_name: license.fileName, content_type: license.contentType, size: license.size } : null,
      };
    },

    /** Approves or refuses a pending application (a refusal needs its reason), and mails the applicant. */
    reviewApplication: async (input: { applicationNo: string; event: ReviewEvent; reason: string | null }, operator: Operator) => {
      const at = now();
      const transition = REVIEW_TRANSITIONS[input.event];
      const reviewed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(supplierApplications)
          .set({ state: transition.to, reviewTime: at, refuseReason: input.event === 'refuse' ? input.reason : null })
          .where(and(eq(supplierApplications.applicationNo, input.applicationNo), eq(supplierApplications.state, transition.from)))
          .returning();
        if (!row) return null;
        await enqueueMail(tx, reviewResultMail(row, { approved: input.event === 'approve', reason: input.reason }), at);
        await recordOperatorAction(tx, {
          operator,
          action: `supplier.${input.event}`,
          target: `supplier_application:${row.applicationNo}`,
          details: input.reason ? { reason: input.reason } : {},
          at,
        });
        return row;
      });
      // Read outside the transaction: the embedded engine runs one connection, which the transaction holds.
      if (!reviewed) throw illegalReview((await applicationRow(input.applicationNo)).state);
      mail.kick();
      return applicationSummary(reviewed);
    },

    /** A licence's bytes for staff checking an application; reading one is recorded too (it holds company data). */
    licenseFile: async (fileId: string, operator: Operator) => {
      const file = await readOwnLicense(db, null, fileId);
      await recordOperatorAction(db, { operator, action: 'supplier.license', target: `supplier_license:${fileId}`, details: { file_name: file.fileName }, at: now() });
      return { file_id: file.fileId, file_name: file.fileName, content_type: file.contentType, size: file.size, content: file.content };
    },

    listExcessOffers: async (filter: ListFilter) => {
      const rows = await db
        .select()
        .from(excessOffers)
        .where(filter.state === null ? undefined : eq(excessOffers.state, filter.state))
        .orderBy(desc(excessOffers.submitTime), desc(excessOffers.id))
        .limit(filter.limit);
      return rows.map(offerSummary);
    },

    showExcessOffer: async (offerNo: string) => {
      const row = await offerRow(offerNo);
      const lines = await db.select().from(excessOfferLines).where(eq(excessOfferLines.offerId, row.id)).orderBy(asc(excessOfferLines.lineNo));
      return {
        ...offerSummary(row),
        user_id: row.userId,
        contact_name: row.contactName,
        telephone: row.telephone,
        remark: row.remark,
        lines: lines.map((line) => ({
          line_no: line.lineNo,
          part_number: line.partNumber,
          manufacturer: line.manufacturer,
          quantity: line.quantity,
          date_code: line.dateCode,
          price: line.price,
          currency: line.currencyCode,
        })),
      };
    },

    /** Accepts or rejects a pending excess list. */
    reviewExcessOffer: async (input: { offerNo: string; decision: 'accept' | 'reject' }, operator: Operator) => {
      const at = now();
      const transition = REVIEW_TRANSITIONS[input.decision === 'accept' ? 'approve' : 'refuse'];
      const reviewed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(excessOffers)
          .set({ state: transition.to, reviewTime: at })
          .where(and(eq(excessOffers.offerNo, input.offerNo), eq(excessOffers.state, transition.from)))
          .returning();
        if (!row) return null;
        await recordOperatorAction(tx, { operator, action: `supplier.excess-${input.decision}`, target: `excess_offer:${row.offerNo}`, details: {}, at });
        return row;
      });
      if (!reviewed) throw illegalReview((await offerRow(input.offerNo)).state);
      return offerSummary(reviewed);
    },
  };
}

export type SupplierOperator = ReturnType<typeof supplierOperator>;
