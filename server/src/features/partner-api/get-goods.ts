import type { components } from '@chipmart/generated/partner/types';
import { invalidField } from '../../platform/http/errors.ts';
import { partNumberKey, searchWords } from '../../platform/search-keys.ts';
import { partsWithOffers, type PartWithOffers } from '../catalog/index.ts';
import { findPartIds } from '../search/index.ts';
import { absoluteUrl } from './absolute-url.ts';
import type { PartnerApiDeps } from './deps.ts';
import { partnerMessages } from './messages.ts';
import { offeredCurrency } from './offered-currency.ts';
import type { PartnerHandler } from './partner-handler.ts';

type Goods = components['schemas']['Goods'];

/** Lead time as the shop words it for partners. */
const deliveryTime = (days: number) => (days <= 1 ? '1 working day' : `${days} working days`);

function goodsView(part: PartWithOffers, absolute: (pathOrUrl: string) => string): Goods {
  return {
    goodsId: part.goodsId,
    manufacturer: part.manufacturer,
    partNumber: part.partNumber,
    category: part.category,
    package: part.package,
    image: absolute(part.image),
    dataSheet: part.datasheetUrl ? absolute(part.datasheetUrl) : null,
    parameter: Object.fromEntries(part.parameters.map((entry) => [entry.name, entry.value])),
    salesData: part.offers.map((offer) => ({
      skuId: offer.sku_id,
      stock: offer.stock,
      moq: offer.moq,
      increment: offer.increment,
      deliveryTime: deliveryTime(offer.lead_time_days),
      packaging: offer.packaging,
      batch: offer.date_code,
      supplierName: offer.supplier_name,
      supplierCode: offer.supplier_code,
      currencyCode: offer.currency_code,
      currencySymbol: offer.currency_symbol,
      priceRange: offer.price_range,
    })),
  };
}

/** getGoods: the shop's own part-number search, each part with its live offers priced in the asked currency. */
export const getGoods =
  (deps: PartnerApiDeps): PartnerHandler<'getGoods'> =>
  async ({ query, context }) => {
    const keywords = query.keywords.trim();
    if (partNumberKey(keywords) === '' && searchWords(keywords).length === 0) throw invalidField('keywords', partnerMessages.keywordsWithoutPartNumber);
    const currency = offeredCurrency(deps.currencies, query.currencyCode, 'currencyCode');
    const { ids, total } = await findPartIds(deps.db, keywords, (query.page - 1) * query.pageSize, query.pageSize);
    const parts = await partsWithOffers(deps.db, ids, { locale: query.lang, currency, currencies: deps.currencies });
    return { lists: parts.map((part) => goodsView(part, (pathOrUrl) => absoluteUrl(context, pathOrUrl))), total, page: query.page, pageSize: query.pageSize };
  };
