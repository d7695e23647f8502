import { asc } from 'drizzle-orm';
import { currencies } from '../../platform/db/schema/index.ts';
import type { Handler } from '../../platform/http/handler.ts';
import type { SuccessData } from '../../platform/http/operation-types.ts';
import type { SiteDeps } from './deps.ts';

/** Every currency the table holds, enabled or not, read fresh so a changed state shows at once. */
export const getCurrencyList = (deps: SiteDeps): Handler<'getCurrencyList'> => async ({  }) => {
  const rows = await deps.db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.code));
  const list: SuccessData<'getCurrencyList'> = {};
  for (const row of rows) {
    list[row.code] = {
      currency_code: row.code,
      currency_symbol: row.symbol,
      state: row.state === 1 ? 1 : 0,
      exchange_rate: row.ratePerUsd,
      decimals: { unit_price: row.unitDecimals, total: row.totalDecimals },
    };
  }
  return list;
};
