import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import { countryNameOf } from '../../platform/country-names.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { partNumberKey } from '../../platform/search-keys.ts';
import { goodsPageUrl } from '../../platform/shop-urls.ts';
import type { AuthUser } from '../identity/index.ts';
import type { RfqDeps } from './deps.ts';
import { rfqMessages } from './messages.ts';
import { rfqStateSql } from './rfq-process.ts';

type RfqState = components['schemas']['RfqState'];
type RfqSource = components['schemas']['RfqSummary']['source'];

/** Page numbers arrive as validated numbers, but not necessarily whole ones. */
const whole = (value: number | undefined, fallback: number) => Math.max(1, Math.trunc(value ?? fallback));

interface SummaryRow {
  id: number;
  rfq_sn: string;
  state: number;
  source: number;
  create_time: Date | string;
  update_time: Date | string;
  item_count: number;
  quoted_item_count: number;
  part_numbers: string[];
  total: number;
}

/** The signed-in buyer's RFQs, newest first, each in its state as of now (expired and ordered derived); filtered by state and by a part number fragment or RFQ number. */
export const listMyRfqs = (deps: RfqDeps): Handler<'listMyRfqs', AuthUser> => async ({ user, query }) => {
  const { userId } = signedIn(user);
  const page = whole(query.page, 1);
  const pageSize = whole(query.page_size, 20);
  const state = rfqStateSql(sql`r`, deps.now());
  const conditions = [sql`r.user_id = ${userId}`];
  if (query.state !== undefined) conditions.push(sql`${state} = ${query.state}`);
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    // Part numbers are matched the way search matches them: without case or punctuation.
    const key = partNumberKey(keyword);
    const partMatch = key
      ? sql`exists (select 1 from rfq_items i where i.rfq_id = r.id and upper(regexp_replace(i.part_number, '[^A-Za-z0-9]', '', 'g')) like ${`%${key}%`})`
      : sql`false`;
    conditions.push(sql`(r.rfq_sn = ${keyword.toUpperCase()} or ${partMatch})`);
  }
  const rows = await queryRows<SummaryRow>(
    deps.db,
    sql`select r.id, r.rfq_sn, ${state} as state, r.source, r.create_time, r.update_time,
          (select count(*)::int from rfq_items i where i.rfq_id = r.id) as item_count,
          (select count(*)::int from rfq_items i where i.rfq_id = r.id and exists (select 1 from rfq_quotes q where q.rfq_item_id = i.id)) as quoted_item_count,
          array(select i.part_number from rfq_items i where i.rfq_id = r.id order by i.position limit 3) as part_numbers,
          count(*) over ()::int as total
        from rfqs r
        where ${sql.join(conditions, sql` and `)}
        order by r.create_time desc, r.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  // A page past the end has no rows to carry the total; count separately then.
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await queryRows<{ total: number }>(deps.db, sql`select count(*)::int as total from rfqs r where ${sql.join(conditions, sql` and `)}`))[0]?.total ?? 0) : 0);
  return {
    lists: rows.map((row) => ({
      rfq_id: row.id,
      rfq_sn: row.rfq_sn,
      state: row.state as RfqState,
      source: row.source as RfqSource,
      part_numbers: row.part_numbers,
      item_count: row.item_count,
      quoted_item_count: row.quoted_item_count,
      create_time: isoTime(row.create_time),
      update_time: isoTime(row.update_time),
    })),
    total: Number(total),
    page,
    page_size: pageSize,
  };
};

interface HeadRow {
  id: number;
  rfq_sn: string;
  state: number;
  source: number;
  contact_name: string;
  company_name: string;
  email: string;
  telephone: string;
  country_id: number | null;
  remark: string;
  currency_code: string;
  currency_symbol: string;
  create_time: Date | string;
  update_time: Date | string;
}

interface ItemRow {
  id: number;
  part_number: string;
  manufacturer: string;
  package: string;
  date_code: string;
  qty: number;
  goods_id: number | null;
  target_price: string | number | null;
  delivery_plan_date: string | null;
  image: string | null;
}

interface QuoteRow {
  id: number;
  rfq_item_id: number;
  part_number: string;
  manufacturer: string;
  goods_id: number | null;
  sku_id: number | null;
  date_code: string;
  price: string | number;
  quantity: number;
  moq: number;
  lead_time_days: number;
  valid_until: Date | string;
  remark: string;
}

/** One of the buyer's RFQs with its items and their quotes; another account's RFQ is not found. */
export const getMyRfqDetail = (deps: RfqDeps): Handler<'getMyRfqDetail', AuthUser> => async ({ user, query, locale }) => {
  const { userId } = signedIn(user);
  const rfqId = query.rfq_id;
  const [head] = await queryRows<HeadRow>(
    deps.db,
    sql`select r.id, r.rfq_sn, ${rfqStateSql(sql`r`, deps.now())} as state, r.source, r.contact_name, r.company_name, r.email, r.telephone, r.country_id, r.remark,
          r.currency_code, r.currency_symbol, r.create_time, r.update_time
        from rfqs r where r.id = ${rfqId} and r.user_id = ${userId}`,
  );
  if (!head) throw notFound(rfqMessages.notFound);
  const items = await queryRows<ItemRow>(
    deps.db,
    sql`select i.id, i.part_number, i.manufacturer, i.package, i.date_code, i.qty, i.goods_id, i.target_price, i.delivery_plan_date, g.image
        from rfq_items i left join goods g on g.id = i.goods_id
        where i.rfq_id = ${rfqId} order by i.position`,
  );
  const quotes = await queryRows<QuoteRow>(
    deps.db,
    sql`select q.id, q.rfq_item_id, q.part_number, q.manufacturer, q.goods_id, q.sku_id, q.date_code, q.price, q.quantity, q.moq, q.lead_time_days, q.valid_until, q.remark
        from rfq_quotes q join rfq_items i on i.id = q.rfq_item_id
        where i.rfq_id = ${rfqId} order by q.price, q.id`,
  );
  const countryName = head.country_id !== null ? ((await countryNameOf(deps.db, head.country_id, locale)) ?? '') : '';
  return {
    rfq_id: head.id,
    rfq_sn: head.rfq_sn,
    state: head.state as RfqState,
    source: head.source as RfqSource,
    contact_name: head.contact_name,
    company_name: head.company_name,
    email: head.email,
    telephone: head.telephone,
    country_id: head.country_id,
    country_name: countryName,
    remark: head.remark,
    currency_code: head.currency_code,
    currency_symbol: head.currency_symbol,
    create_time: isoTime(head.create_time),
    update_time: isoTime(head.update_time),
    items: items.map((item) => {
      // A part that left the catalog keeps its line, without links to a page that is gone.
      const inCatalog = item.goods_id !== null && item.image !== null;
      return {
        rfq_item_id: item.id,
        part_number: item.part_number,
        manufacturer: item.manufacturer,
        package: item.package,
        date_code: item.date_code,
        qty: item.qty,
        goods_id: item.goods_id,
        target_price: item.target_price === null ? null : Number(item.target_price),
        goods_page_url: inCatalog ? goodsPageUrl(item.goods_id!) : null,
        delivery_plan_date: item.delivery_plan_date,
        icons: inCatalog ? item.image : null,
        quotes: quotes
          .filter((quote) => quote.rfq_item_id === item.id)
          .map((quote) => ({
            quote_id: quote.id,
            part_number: quote.part_number,
            manufacturer: quote.manufacturer,
            goods_id: quote.goods_id,
            sku_id: quote.sku_id,
            date_code: quote.date_code,
            price: Number(quote.price),
            quantity: quote.quantity,
            moq: quote.moq,
            lead_time_days: quote.lead_time_days,
            valid_until: isoTime(quote.valid_until),
            remark: quote.remark,
          })),
      };
    }),
  };
};
