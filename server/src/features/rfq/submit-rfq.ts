import { eq } from 'drizzle-orm';
import { countryNameOf } from '../../platform/country-names.ts';
import type { Database } from '../../platform/db/open.ts';
import { siteConfigs } from '../../platform/db/schema/index.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { withBodyRules, type Handler, type HandlerInput } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { AuthUser } from '../identity/index.ts';
import type { RfqDeps } from './deps.ts';
import { rfqMessages } from './messages.ts';
import { consumeRfqAllowance } from './rate-rules.ts';
import { rfqConfirmationMail, rfqSalesMail } from './rfq-mail.ts';
import { blankProblems, fieldsOf, itemProblems, quantityProblem, targetPriceProblem, telephoneProblem, type RfqProblem } from './rfq-rules.ts';
import { catalogParts, countryExists, insertRfq, type NewRfq } from './rfq-store.ts';

type RfqInput = HandlerInput<'submitRfqList', AuthUser> | HandlerInput<'submitQuickRfq', AuthUser>;

/**
 * Stores the RFQ, and queues the buyer's confirmation and the sales team's
 * copy in the same transaction: mail goes out exactly when the RFQ exists.
 */
async function send(deps: RfqDeps, input: RfqInput, rfq: NewRfq) {
  const { locale, currency, clientAddress } = input;
  await consumeRfqAllowance(deps.rateLimiter, clientAddress, rfq.email);
  const now = deps.now();
  const created = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const stored = await insertRfq(tx, rfq, now);
    await enqueueMail(tx, rfqConfirmationMail(rfq, stored.rfqSn, locale, currency), now);
    const [site] = await tx.select({ inbox: siteConfigs.contactEmail }).from(siteConfigs).where(eq(siteConfigs.webKey, 'default'));
    if (site?.inbox) {
      const countryName = rfq.countryId !== null ? ((await countryNameOf(tx, rfq.countryId, 'en')) ?? '') : '';
      await enqueueMail(tx, rfqSalesMail(rfq, stored.rfqSn, site.inbox, countryName, currency), now);
    }
    return stored;
  });
  deps.mail.kick();
  input.say(rfqMessages.submitted);
  return { rfq_id: created.id, rfq_sn: created.rfqSn, item_count: rfq.items.length, create_time: isoTime(created.createTime) };
}

/** Every rule the RFQ page's request breaks, checked on the raw body: contact fields and each line. */
const rfqListProblems = (deps: RfqDeps) => async (raw: unknown) => {
  const body = fieldsOf(raw);
  return [
    ...blankProblems({ contact_name: body.contact_name, company_name: body.company_name }),
    telephoneProblem(body.telephone),
    ...itemProblems(body.items, deps.now()),
  ].filter((problem): problem is RfqProblem => problem !== undefined);
};

/** The RFQ page: contact details and the whole RFQ list from the browser. */
export const submitRfqList = (deps: RfqDeps): Handler<'submitRfqList', AuthUser> =>
  withBodyRules(rfqListProblems(deps), async (input) => {
    const { body, user, locale, currency, clientAddress } = input;
    if (!(await countryExists(deps.db, body.country_id))) throw invalidField('country_id', rfqMessages.unknownCountry);
    const catalog = await catalogParts(
      deps.db,
      body.items.map((item) => item.goods_id),
    );
    return send(deps, input, {
      userId: user?.userId ?? null,
      source: 1,
      contactName: body.contact_name.trim(),
      companyName: body.company_name.trim(),
      email: body.email.trim(),
      telephone: body.telephone.trim(),
      countryId: body.country_id,
      remark: (body.remark ?? '').trim(),
      currencyCode: currency.code,
      currencySymbol: currency.symbol,
      locale,
      clientAddress,
      items: body.items.map((item) => ({
        partNumber: item.part_number.trim(),
        manufacturer: (item.manufacturer ?? '').trim(),
        package: (item.package ?? '').trim(),
        dateCode: (item.date_code ?? '').trim(),
        qty: item.qty,
        goodsId: item.goods_id != null && catalog.has(item.goods_id) ? item.goods_id : null,
        targetPrice: item.target_price ?? null,
        deliveryPlanDate: item.delivery_plan_date ?? null,
      })),
    });
  });

/** Every rule a product page's quick RFQ breaks, checked on the raw body. */
async function quickRfqProblems(raw: unknown): Promise<RfqProblem[]> {
  const body = fieldsOf(raw);
  return [
    ...blankProblems({ part_number: body.part_number, contact: body.contact }),
    quantityProblem('qty', body.qty),
    targetPriceProblem('target_price', body.target_price),
  ].filter((problem): problem is RfqProblem => problem !== undefined);
}

/** A product page's quick RFQ for its part. */
export const submitQuickRfq = (deps: RfqDeps): Handler<'submitQuickRfq', AuthUser> =>
  withBodyRules(quickRfqProblems, async (input) => {
    const { body, user, locale, currency, clientAddress } = input;
    const part = body.goods_id != null ? (await catalogParts(deps.db, [body.goods_id])).get(body.goods_id) : undefined;
    return send(deps, input, {
      userId: user?.userId ?? null,
      source: 2,
      contactName: body.contact.trim(),
      companyName: '',
      email: body.email.trim(),
      telephone: '',
      countryId: null,
      remark: '',
      currencyCode: currency.code,
      currencySymbol: currency.symbol,
      locale,
      clientAddress,
      items: [
        {
          partNumber: body.part_number.trim(),
          manufacturer: body.manufacturer.trim(),
          package: part?.package ?? '',
          dateCode: '',
          qty: body.qty,
          goodsId: part ? body.goods_id! : null,
          targetPrice: body.target_price ?? null,
          deliveryPlanDate: null,
        },
      ],
    });
  });
