import { randomUUID } from 'node:crypto';
import type { components } from '@chipmart/generated/internal/types';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { excessOfferLines, excessOffers } from '../../platform/db/schema/index.ts';
import { rateLimited, ValidationError, type FieldProblem } from '../../platform/http/errors.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import { HOUR_MS, SUPPLIER_LIMITS } from './limits.ts';
import { supplierMessages } from './messages.ts';
import { recordNumber } from './record-numbers.ts';

type ExcessOfferRequest = components['schemas']['ExcessOfferRequest'];
type ExcessOfferResult = components['schemas']['ExcessOfferResult'];
type ExcessOfferLine = components['schemas']['ExcessOfferLine'];
/** Who sends a list: the request's fields besides its lines. */
export type ExcessContact = Omit<ExcessOfferRequest, 'lines'>;

/** The most lists the account's list answers (the contract's maxItems). */
const LISTS_SHOWN = 50;

/** Lines are written in batches, well within PostgreSQL's 65535 parameters per statement. */
const LINES_PER_INSERT = 500;

/** A price needs its currency and a currency its price; the currency must be one the shop offers. */
function linePriceProblems(body: ExcessOfferRequest, currencies: CurrencyBook): FieldProblem[] {
  const problems: FieldProblem[] = [];
  body.lines.forEach((line, index) => {
    if (line.price !== null && line.currency === null) problems.push({ field: `lines.${index}.currency`, message: supplierMessages.priceNeedsCurrency });
    else if (line.price === null && line.currency !== null) problems.push({ field: `lines.${index}.price`, message: supplierMessages.priceNeedsCurrency });
    else if (line.currency !== null && !currencies.find(line.currency)) problems.push({ field: `lines.${index}.currency`, message: supplierMessages.currencyNotOffered });
  });
  return problems;
}

/** Stores an excess list sent as lines, once every line's price and currency agree. */
export async function submitExcessOffer(
  db: Database,
  currencies: CurrencyBook,
  request: { userId: number; body: ExcessOfferRequest; locale: LocaleCode },
  now: Date,
): Promise<ExcessOfferResult> {
  const { lines, ...contact } = request.body;
  const problems = linePriceProblems(request.body, currencies);
  if (problems.length > 0) throw new ValidationError(problems);
  return storeExcessOffer(db, { userId: request.userId, contact, lines, locale: request.locale }, now);
}

/** Stores an excess list and its lines in one transaction, for the purchasing team's review; at most so many lists an hour per account. */
export async function storeExcessOffer(
  db: Database,
  offer: { userId: number; contact: ExcessContact; lines: ExcessOfferLine[]; locale: LocaleCode },
  now: Date,
): Promise<ExcessOfferResult> {
  const { contact, userId } = offer;
  const [recent] = await db.select({ sent: count() }).from(excessOffers).where(and(eq(excessOffers.userId, userId), gt(excessOffers.submitTime, new Date(now.getTime() - HOUR_MS))));
  if ((recent?.sent ?? 0) >= SUPPLIER_LIMITS.excessOffersPerAccountHourly) throw rateLimited(3600, supplierMessages.tooManyOffers);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(excessOffers)
      .values({
        offerNo: `pending-${randomUUID()}`,
        userId,
        companyName: contact.company_name.trim(),
        contactName: contact.contact_name.trim(),
        email: contact.email.trim().toLowerCase(),
        telephone: contact.telephone.trim(),
        remark: contact.remark ?? '',
        lineCount: offer.lines.length,
        locale: offer.locale,
        submitTime: now,
      })
      .returning({ id: excessOffers.id });
    const offerId = row!.id;
    const offerNo = recordNumber('EX', now, offerId);
    await tx.update(excessOffers).set({ offerNo }).where(eq(excessOffers.id, offerId));
    const lines = offer.lines.map((line, index) => ({
      offerId,
      lineNo: index + 1,
      partNumber: line.part_number.trim(),
      manufacturer: line.manufacturer.trim(),
      quantity: line.quantity,
      dateCode: line.date_code.trim(),
      price: line.price,
      currencyCode: line.currency,
    }));
    for (let at = 0; at < lines.length; at += LINES_PER_INSERT) await tx.insert(excessOfferLines).values(lines.slice(at, at + LINES_PER_INSERT));
    return { offer_no: offerNo, state: 0, line_count: lines.length, submitted_time: isoTime(now) };
  });
}

/** The account's excess lists, newest first, as the sell-your-excess page follows them. */
export async function listExcessOffers(db: Database, userId: number): Promise<ExcessOfferResult[]> {
  const rows = await db
    .select({ offerNo: excessOffers.offerNo, state: excessOffers.state, lineCount: excessOffers.lineCount, submitTime: excessOffers.submitTime })
    .from(excessOffers)
    .where(eq(excessOffers.userId, userId))
    .orderBy(desc(excessOffers.submitTime), desc(excessOffers.id))
    .limit(LISTS_SHOWN);
  return rows.map((row) => ({ offer_no: row.offerNo, state: row.state as ExcessOfferResult['state'], line_count: row.lineCount, submitted_time: isoTime(row.submitTime) }));
}
