import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { rfqQuotes } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { invalidField, notFound } from '../../platform/http/errors.ts';
import { localeOf } from '../../platform/i18n/locales.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { recordOperatorAction, type Operator } from '../../platform/operator/operator-actions.ts';
import { applyRfqEvent } from './apply-rfq-event.ts';
import type { RfqDeps } from './deps.ts';
import { rfqMessages } from './messages.ts';
import { rfqProcessMessages } from './process-messages.ts';
import { rfqQuoteMail } from './rfq-mail.ts';
import { RFQ_STATE, rfqStateName, rfqStateSql, type RfqStateName } from './rfq-process.ts';
import { MAX_RFQ_QTY, MAX_TARGET_PRICE } from './rfq-rules.ts';

const DAY_MS = 86_400_000;
/** The longest a quote may be given for, and the longest lead time, in days. */
export const MAX_VALID_DAYS = 365;
export const MAX_LEAD_DAYS = 365;

export interface RfqListQuery {
  state?: RfqStateName;
  limit: number;
}

export interface QuoteInput {
  rfqSn: string;
  itemId: number;
  /** Unit price in the RFQ's currency. */
  price: number;
  quantity: number;
  moq: number;
  leadTimeDays: number;
  validDays: number;
  /** The catalog offer quoted; the quote can then go in the buyer's cart. */
  skuId?: number | null;
  partNumber?: string | null;
  manufacturer?: string | null;
  dateCode?: string | null;
  remark?: string | null;
}

interface ListRow {
  rfq_sn: string;
  state: number;
  contact_name: string;
  email: string;
  user_id: number | null;
  currency_code: string;
  item_count: number;
  quoted_item_count: number;
  create_time: Date | string;
  update_time: Date | string;
}

interface ItemRow {
  id: number;
  part_number: string;
  manufacturer: string;
  package: string;
  qty: number;
  target_price: number | string | null;
  goods_id: number | null;
}

interface QuoteRow {
  id: number;
  rfq_item_id: number;
  part_number: string;
  manufacturer: string;
  goods_id: number | null;
  sku_id: number | null;
  date_code: string;
  price: number | string;
  quantity: number;
  moq: number;
  lead_time_days: number;
  valid_until: Date | string;
  remark: string;
}

/** RFQ numbers are upper case; staff may type them in any case. */
const rfqNumberOf = (typed: string) => typed.trim().toUpperCase();

/** One check of staff's quote: a number within bounds, said on its field. */
function within(field: string, value: number, min: number, max: number): void {
  if (!(Number.isFinite(value) && value >= min && value <= max)) throw invalidField(field, rfqProcessMessages.outOfRange, { min, max });
}

function checkQuote(input: QuoteInput): void {
  within('price', input.price, 0.00001, MAX_TARGET_PRICE);
  within('quantity', input.quantity, 1, MAX_RFQ_QTY);
  within('moq', input.moq, 1, MAX_RFQ_QTY);
  within('leadTimeDays', input.leadTimeDays, 0, MAX_LEAD_DAYS);
  within('validDays', input.validDays, 1, MAX_VALID_DAYS);
  if (input.moq > input.quantity) throw invalidField('moq', rfqProcessMessages.moqAboveQuantity, { moq: input.moq, quantity: input.quantity });
}

/** The catalog part and maker of a SKU, or a refusal. */
async function catalogOffer(tx: Database, skuId: number) {
  const [offer] = await queryRows<{ goods_id: number; part_number: string; manufacturer: string | null }>(
    tx,
    sql`select g.id as goods_id, g.part_number, m.name as manufacturer from skus s join goods g on g.id = s.goods_id
        left join manufacturers m on m.id = g.manufacturer_id where s.id = ${skuId}`,
  );
  if (!offer) throw notFound(rfqProcessMessages.skuNotFound, { skuId });
  return offer;
}

/** What staff do with RFQs (the operator CLI's `rfq` commands): list, show, quote, close. */
export function rfqOperator(deps: RfqDeps) {
  async function list(query: RfqListQuery) {
    const at = deps.now();
    const state = rfqStateSql(sql`r`, at);
    const rows = await queryRows<ListRow>(
      deps.db,
      sql`select * from (
            select r.rfq_sn, ${state} as state, r.contact_name, r.email, r.user_id, r.currency_code, r.create_time, r.update_time,
              (select count(*)::int from rfq_items i where i.rfq_id = r.id) as item_count,
              (select count(*)::int from rfq_items i where i.rfq_id = r.id and exists (select 1 from rfq_quotes q where q.rfq_item_id = i.id)) as quoted_item_count
            from rfqs r) listed
          ${query.state ? sql`where listed.state = ${RFQ_STATE[query.state]}` : sql``}
          order by listed.create_time desc, listed.rfq_sn desc limit ${query.limit}`,
    );
    return rows.map((row) => ({
      rfqSn: row.rfq_sn,
      state: rfqStateName(row.state),
      contact: row.contact_name,
      email: row.email,
      account: row.user_id,
      currency: row.currency_code,
      items: row.item_count,
      quotedItems: row.quoted_item_count,
      created: isoTime(row.create_time),
      updated: isoTime(row.update_time),
    }));
  }

  async function show(typedSn: string) {
    const rfqSn = rfqNumberOf(typedSn);
    const at = deps.now();
    const [head] = await queryRows<ListRow & { id: number; company_name: string; telephone: string; remark: string; locale: string }>(
      deps.db,
      sql`select r.id, r.rfq_sn, ${rfqStateSql(sql`r`, at)} as state, r.contact_name, r.company_name, r.email, r.telephone, r.remark, r.locale,
            r.user_id, r.currency_code, r.create_time, r.update_time
          from rfqs r where r.rfq_sn = ${rfqSn}`,
    );
    if (!head) throw notFound(rfqMessages.notFound);
    const items = await queryRows<ItemRow>(
      deps.db,
      sql`select id, part_number, manufacturer, package, qty, target_price, goods_id from rfq_items where rfq_id = ${head.id} order by position`,
    );
    const quotes = await queryRows<QuoteRow>(
      deps.db,
      sql`select q.id, q.rfq_item_id, q.part_number, q.manufacturer, q.goods_id, q.sku_id, q.date_code, q.price, q.quantity, q.moq, q.lead_time_days, q.valid_until, q.remark
          from rfq_quotes q join rfq_items i on i.id = q.rfq_item_id where i.rfq_id = ${head.id} order by q.id`,
    );
    return {
      rfqSn: head.rfq_sn,
      state: rfqStateName(head.state),
      contact: head.contact_name,
      company: head.company_name,
      email: head.email,
      telephone: head.telephone,
      account: head.user_id,
      language: head.locale,
      currency: head.currency_code,
      remark: head.remark,
      created: isoTime(head.create_time),
      updated: isoTime(head.update_time),
      items: items.map((item) => ({
        itemId: item.id,
        partNumber: item.part_number,
        manufacturer: item.manufacturer,
        package: item.package,
        qty: item.qty,
        targetPrice: item.target_price === null ? null : Number(item.target_price),
        goodsId: item.goods_id,
        quotes: quotes
          .filter((quote) => quote.rfq_item_id === item.id)
          .map((quote) => ({
            quoteId: quote.id,
            partNumber: quote.part_number,
            manufacturer: quote.manufacturer,
            skuId: quote.sku_id,
            dateCode: quote.date_code,
            price: Number(quote.price),
            quantity: quote.quantity,
            moq: quote.moq,
            leadTimeDays: quote.lead_time_days,
            validUntil: isoTime(quote.valid_until),
            valid: new Date(quote.valid_until).getTime() > at.getTime(),
            remark: quote.remark,
          })),
      })),
    };
  }

  /** Staff quote an item: the quote is stored, the RFQ becomes quoted, the buyer is mailed in the RFQ's language, the act is recorded. */
  async function quote(input: QuoteInput, operator: Operator) {
    checkQuote(input);
    const at = deps.now();
    const validUntil = new Date(at.getTime() + input.validDays * DAY_MS);
    const created = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { rfq, fromState } = await applyRfqEvent(tx, 'quote', rfqNumberOf(input.rfqSn), at);
      const [item] = await queryRows<ItemRow>(tx, sql`select id, part_number, manufacturer, package, qty, target_price, goods_id from rfq_items where id = ${input.itemId} and rfq_id = ${rfq.id}`);
      if (!item) throw notFound(rfqProcessMessages.itemNotInRfq, { rfqSn: rfq.rfq_sn, itemId: input.itemId });
      const offer = input.skuId ? await catalogOffer(tx, input.skuId) : undefined;
      const typedPart = input.partNumber?.trim() || null;
      if (offer && typedPart && typedPart.toUpperCase() !== offer.part_number.toUpperCase()) {
        throw invalidField('partNumber', rfqProcessMessages.skuOfOtherPart, { skuId: input.skuId!, skuPart: offer.part_number, partNumber: typedPart });
      }
      const values = {
        rfqItemId: item.id,
        partNumber: offer?.part_number ?? typedPart ?? item.part_number,
        manufacturer: input.manufacturer?.trim() || offer?.manufacturer || item.manufacturer,
        goodsId: offer?.goods_id ?? null,
        skuId: offer ? input.skuId! : null,
        dateCode: input.dateCode?.trim() ?? '',
        price: input.price,
        quantity: input.quantity,
        moq: input.moq,
        leadTimeDays: input.leadTimeDays,
        validUntil,
        remark: input.remark?.trim() ?? '',
        createTime: at,
      };
      const [stored] = await tx.insert(rfqQuotes).values(values).returning({ id: rfqQuotes.id });
      // The RFQ's currency, even if it was switched off since: the price is written in it.
      const currency = deps.currencies.all().find((candidate) => candidate.code === rfq.currency_code);
      if (!currency) throw new Error(`RFQ ${rfq.rfq_sn} is in ${rfq.currency_code}, which the currencies table does not have`);
      await enqueueMail(
        tx,
        rfqQuoteMail(rfq.email, localeOf(rfq.locale), currency, {
          rfqSn: rfq.rfq_sn,
          partNumber: values.partNumber,
          manufacturer: values.manufacturer,
          price: values.price,
          quantity: values.quantity,
          moq: values.moq,
          leadTimeDays: values.leadTimeDays,
          validUntil,
          remark: values.remark,
          cartable: rfq.user_id !== null && values.skuId !== null,
        }),
        at,
      );
      const result = { quoteId: stored!.id, rfqSn: rfq.rfq_sn, itemId: item.id, ...values, validUntil: isoTime(validUntil), createTime: isoTime(at), fromState: rfqStateName(fromState), state: 'quoted' as RfqStateName };
      await recordOperatorAction(tx, { operator, action: 'rfq.quote', target: `rfq:${rfq.rfq_sn}`, details: { quoteId: result.quoteId, itemId: item.id, price: values.price, quantity: values.quantity, moq: values.moq, leadTimeDays: values.leadTimeDays, validUntil: result.validUntil, skuId: values.skuId }, at });
      return result;
    });
    deps.mail.kick();
    return created;
  }

  /** Staff end quoting without an order; its quotes stop being valid. */
  async function close(input: { rfqSn: string; reason?: string | null }, operator: Operator) {
    const at = deps.now();
    return deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { rfq, fromState } = await applyRfqEvent(tx, 'close', rfqNumberOf(input.rfqSn), at);
      const reason = input.reason?.trim() ?? '';
      await recordOperatorAction(tx, { operator, action: 'rfq.close', target: `rfq:${rfq.rfq_sn}`, details: { fromState: rfqStateName(fromState), reason }, at });
      return { rfqSn: rfq.rfq_sn, fromState: rfqStateName(fromState), state: 'closed' as RfqStateName, closedAt: isoTime(at) };
    });
  }

  return { list, show, quote, close };
}

export type RfqOperator = ReturnType<typeof rfqOperator>;
