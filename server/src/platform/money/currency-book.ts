import { asc } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { currencies } from '../db/schema/index.ts';

export interface Currency {
  code: string;
  symbol: string;
  enabled: boolean;
  ratePerUsd: number;
  unitDecimals: number;
  totalDecimals: number;
}

export const BASE_CURRENCY = 'USD';

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/**
 * The currencies and their rates, read once at start-up (they change rarely;
 * `reload` picks up edits). Every stored price is USD; prices leave the server
 * converted into the request's currency at that currency's precision.
 */
export class CurrencyBook {
  private byCode = new Map<string, Currency>();

  private constructor(private readonly db: Database) {}

  static async load(db: Database): Promise<CurrencyBook> {
    const book = new CurrencyBook(db);
    await book.reload();
    return book;
  }

  async reload(): Promise<void> {
    const rows = await this.db.select().from(currencies).orderBy(asc(currencies.sort));
    this.byCode = new Map(
      rows.map((row) => [
        row.code,
        {
          code: row.code,
          symbol: row.symbol,
          enabled: row.state === 1,
          ratePerUsd: row.ratePerUsd,
          unitDecimals: row.unitDecimals,
          totalDecimals: row.totalDecimals,
        },
      ]),
    );
  }

  all(): Currency[] {
    return [...this.byCode.values()];
  }

  /** The enabled currency with this code, or undefined. */
  find(code: string): Currency | undefined {
    const currency = this.byCode.get(code);
    return currency?.enabled ? currency : undefined;
  }

  base(): Currency {
    const usd = this.byCode.get(BASE_CURRENCY);
    if (!usd) throw new Error('The currencies table has no USD row; run the seed');
    return usd;
  }

  /** A unit price (USD) in the currency, at unit-price precision (5 decimals; 2 for JPY and KRW). */
  unitPrice(usd: number, currency: Currency): number {
    return round(usd * currency.ratePerUsd, currency.unitDecimals);
  }

  /**
   * A unit price given in another currency (an RFQ quote's) in `to`, through
   * the USD rates, at unit-price precision. The same currency keeps the amount.
   */
  unitPriceFrom(amount: number, fromCode: string, to: Currency): number {
    if (fromCode === to.code) return round(amount, to.unitDecimals);
    // A currency switched off later still converts the quotes given in it.
    const from = this.byCode.get(fromCode);
    if (!from) throw new Error(`No rate for ${fromCode} in the currencies table`);
    return round((amount / from.ratePerUsd) * to.ratePerUsd, to.unitDecimals);
  }

  /** A total (USD) in the currency, at total precision (2 decimals; 0 for JPY and KRW). */
  total(usd: number, currency: Currency): number {
    return round(usd * currency.ratePerUsd, currency.totalDecimals);
  }
}
