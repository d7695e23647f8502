import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../../src/platform/db/open.ts';
import { queryRows } from '../../../src/platform/db/sql-rows.ts';
import type { BodyOf } from '../../../src/platform/http/operation-types.ts';
import { isoTime } from '../../../src/platform/iso-time.ts';
import type { SeedRandom } from '../../../src/platform/seed-random.ts';
import { SF } from '../order-fixtures.ts';
import type { Buyer, Offer } from './crash-shop.ts';
import { MAX_NUM } from './crash-shop.ts';
import { callShop, type CallOutcome } from './shop-calls.ts';

type OrderPlaced = components['schemas']['OrderPlaced'];
type PayBillResult = components['schemas']['PayBillResult'];

/** One thing a buyer asks the shop to do; sent again unchanged (same Idempotency-Key, same body) when its answer was lost. */
export type Attempt =
  | { kind: 'place'; key: string; offer: Offer; num: number; body: BodyOf<'placeOrder'> }
  | { kind: 'pay'; orderSn: string; body: BodyOf<'payOrderOnTerms'> }
  | { kind: 'cancel'; orderSn: string; body: BodyOf<'cancelOrder'> };

/** An order as its buyer knows it from the answers it saw. */
export interface KnownOrder {
  orderSn: string;
  key: string;
  skuId: number;
  num: number;
  total: number;
  state: 'awaiting' | 'paid' | 'cancelled';
}

/** A lost request sent again after the restart: what the database held for it just before, and the answer. */
export interface Retry {
  /** Its order, payment or cancellation had committed although its answer was lost. */
  committedBefore: boolean;
  outcome: CallOutcome<'placeOrder'> | CallOutcome<'payOrderOnTerms'> | CallOutcome<'cancelOrder'>;
}

/** One attempt with its first answer, or none and the retry after the restart. */
export interface Exchange {
  round: number;
  buyer: number;
  attempt: Attempt;
  first: CallOutcome<'placeOrder'> | CallOutcome<'payOrderOnTerms'> | CallOutcome<'cancelOrder'>;
  retry?: Retry;
}

/** How far a round has got: the test kills the server a random moment after its first answer. */
export class RoundProgress {
  stopRequested = false;
  private answered!: () => void;
  /** Resolves at the round's first answer. */
  readonly firstAnswer = new Promise<void>((resolve) => (this.answered = resolve));
  sawAnswer(): void {
    this.answered();
  }
}

/** The 409 a buyer gets when the pieces ran out: nothing was ordered. */
const STOCK_REFUSAL = /^(Only \d+ pcs of \S+ are left, \d+ were wanted|\S+ is sold out at this supplier); nothing was ordered$/;

function send(origin: string, token: string, attempt: Attempt) {
  if (attempt.kind === 'place') return callShop(origin, { operationId: 'placeOrder', token, body: attempt.body, headers: { 'Idempotency-Key': attempt.key } });
  if (attempt.kind === 'pay') return callShop(origin, { operationId: 'payOrderOnTerms', token, body: attempt.body });
  return callShop(origin, { operationId: 'cancelOrder', token, body: attempt.body });
}

function describe(attempt: Attempt): string {
  if (attempt.kind === 'place') return `placeOrder (key ${attempt.key}, ${attempt.num} pcs of SKU ${attempt.offer.skuId})`;
  return `${attempt.kind === 'pay' ? 'payOrderOnTerms' : 'cancelOrder'} of ${attempt.orderSn}`;
}

/**
 * One buyer of the crash test: places orders (one Idempotency-Key per
 * attempt), pays most of them on net terms and cancels some, remembers
 * every answer it saw, and keeps the one request whose answer the killed
 * server never gave, to send it again after the restart.
 */
export class CrashClient {
  /** The orders this buyer was told about, by order number. */
  readonly orders = new Map<string, KnownOrder>();
  /** The request in flight when the server died, waiting for the restart. */
  unanswered: Exchange | undefined;
  private attempts = 0;

  constructor(
    readonly buyer: Buyer,
    private readonly offers: readonly Offer[],
    private readonly random: SeedRandom,
    /** Everything that is not what the shop promises, in words; the test expects none. */
    private readonly findings: string[],
  ) {}

  private next(): Attempt {
    const awaiting = [...this.orders.values()].filter((order) => order.state === 'awaiting');
    if (awaiting.length > 0 && this.random.chance(0.7)) {
      const order = this.random.pick(awaiting);
      if (this.random.chance(0.8)) return { kind: 'pay', orderSn: order.orderSn, body: { order_sn: order.orderSn } };
      return { kind: 'cancel', orderSn: order.orderSn, body: { order_sn: order.orderSn, cancel_reason: 'Ordered by mistake' } };
    }
    const offer = this.random.pick(this.offers);
    const num = this.random.int(1, MAX_NUM);
    this.attempts += 1;
    return {
      kind: 'place',
      key: `crash-b${this.buyer.index}-a${this.attempts}`,
      offer,
      num,
      body: {
        source: 'buy_now',
        buy_now: { goods_id: offer.goodsId, sku_id: offer.skuId, num },
        address_id: this.buyer.addressId,
        shipping_id: SF,
        expected_realized_price: offer.totals[num]!,
      },
    };
  }

  /** One request after another until the round stops; a lost answer ends the client's round (its server is gone). */
  async runRound(origin: string, round: number, progress: RoundProgress, exchanges: Exchange[]): Promise<void> {
    while (!progress.stopRequested) {
      const attempt = this.next();
      const first = await send(origin, this.buyer.token, attempt);
      const exchange: Exchange = { round, buyer: this.buyer.index, attempt, first };
      exchanges.push(exchange);
      if (!first.answered) {
        this.unanswered = exchange;
        return;
      }
      progress.sawAnswer();
      this.learn(attempt, first, `round ${round}`);
    }
  }

  /**
   * Sends the lost request again, unchanged, after reading what the
   * database holds for it, and checks the answer against that: an order
   * that was placed answers as placed (the same order); a payment or a
   * cancellation that was made answers with where the order is now, and
   * changes nothing; work that had not committed is done now, once.
   * A retry without an answer is a finding: nothing killed this server.
   */
  async retry(origin: string, db: Database): Promise<void> {
    const exchange = this.unanswered;
    if (!exchange) return;
    this.unanswered = undefined;
    const { attempt } = exchange;
    const where = `round ${exchange.round}, retry of buyer ${this.buyer.index}'s ${describe(attempt)}`;

    if (attempt.kind === 'place') {
      const [stored] = await queryRows<{ order_sn: string; state: number; pay_state: number; realized_price: number; currency_code: string; create_time: Date; expire_time: Date | null }>(
        db,
        sql`select o.order_sn, o.state, o.pay_state, o.realized_price::float8 as realized_price, o.currency_code, o.create_time, o.expire_time
            from order_request_keys k join orders o on o.id = k.order_id
            where k.user_id = ${this.buyer.userId} and k.request_key = ${attempt.key}`,
      );
      const outcome = await send(origin, this.buyer.token, attempt);
      exchange.retry = { committedBefore: Boolean(stored), outcome };
      if (!outcome.answered) return void this.findings.push(`${where}: no answer from the restarted server (${outcome.error})`);
      if (stored) {
        const placed = outcome.data as OrderPlaced;
        const expected = {
          order_sn: stored.order_sn,
          state: stored.state,
          pay_state: stored.pay_state,
          realized_price: stored.realized_price,
          currency_code: stored.currency_code,
          create_time: isoTime(stored.create_time),
          expire_time: isoTime(stored.expire_time ?? stored.create_time),
        };
        const seen =
          outcome.status === 200
            ? { order_sn: placed.order_sn, state: placed.state, pay_state: placed.pay_state, realized_price: placed.realized_price, currency_code: placed.currency_code, create_time: placed.create_time, expire_time: placed.expire_time }
            : undefined;
        if (JSON.stringify(seen) !== JSON.stringify(expected)) {
          this.findings.push(`${where}: the lost attempt had placed ${stored.order_sn}, the retry answered ${outcome.status} ${outcome.message} ${JSON.stringify(outcome.data)}`);
        }
      }
      this.learn(attempt, outcome, where);
      return;
    }

    const [stored] = await queryRows<{ state: number; pay_state: number; charges: number }>(
      db,
      sql`select o.state, o.pay_state,
                 (select count(*)::int from payments p where p.order_id = o.id and p.provider = 'bill' and p.kind = 'result') as charges
          from orders o where o.order_sn = ${attempt.orderSn}`,
    );
    if (!stored) return void this.findings.push(`${where}: order ${attempt.orderSn}, acknowledged before, is not in the database`);
    const committed = attempt.kind === 'pay' ? stored.charges > 0 : stored.state === 4;
    const outcome = await send(origin, this.buyer.token, attempt);
    exchange.retry = { committedBefore: committed, outcome };
    if (!outcome.answered) return void this.findings.push(`${where}: no answer from the restarted server (${outcome.error})`);
    if (committed) {
      // Neither call takes a key: the order's state is the record. The retry is told where the order is now, and changes nothing.
      const told = attempt.kind === 'pay' ? `Order ${attempt.orderSn} is already paid and being prepared for shipping.` : `Order ${attempt.orderSn} was cancelled.`;
      if (outcome.status !== 409 || outcome.message !== told) this.findings.push(`${where}: it had committed, the retry answered ${outcome.status} ${outcome.message}`);
      if (outcome.breach) this.findings.push(`${where}: ${outcome.breach}`);
      const order = this.orders.get(attempt.orderSn);
      if (order) order.state = attempt.kind === 'pay' ? 'paid' : 'cancelled';
      return;
    }
    this.learn(attempt, outcome, where);
  }

  /** Takes in an answer the buyer saw; anything the contract and the rules of the shop do not allow is a finding. */
  private learn(attempt: Attempt, outcome: Exclude<Exchange['first'], { answered: false }>, where: string): void {
    const said = `${where}: ${describe(attempt)} answered ${outcome.status} ${outcome.message}`;
    if (outcome.breach) this.findings.push(`${where}: ${outcome.breach}`);
    if (attempt.kind === 'place') {
      if (outcome.status === 200) {
        const placed = outcome.data as OrderPlaced;
        if (placed.realized_price !== attempt.offer.totals[attempt.num]) this.findings.push(`${said} with total ${placed.realized_price}`);
        const known = this.orders.get(placed.order_sn);
        if (known && known.key !== attempt.key) this.findings.push(`${said}: order ${placed.order_sn} was already the answer to key ${known.key}`);
        if (!known) this.orders.set(placed.order_sn, { orderSn: placed.order_sn, key: attempt.key, skuId: attempt.offer.skuId, num: attempt.num, total: placed.realized_price, state: 'awaiting' });
        return;
      }
      if (outcome.status !== 409 || !STOCK_REFUSAL.test(outcome.message)) this.findings.push(said);
      return;
    }
    const order = this.orders.get(attempt.orderSn);
    if (outcome.status !== 200 || !order) return void this.findings.push(said);
    if (attempt.kind === 'pay') {
      const paid = outcome.data as PayBillResult;
      if (paid.state !== 1 || paid.pay_state !== 3 || paid.amount !== order.total || paid.currency_code !== 'USD') this.findings.push(`${said}: ${JSON.stringify(paid)}`);
      order.state = 'paid';
      return;
    }
    order.state = 'cancelled';
  }
}
