import type { ListGoodsSuppliersSort, SkuOffer } from '@chipmart/generated/internal/model/index';
import { getListGoodsSuppliersQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { TYPEAHEAD_DEBOUNCE_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { useDebouncedValue } from '@/ui/use-debounced-value.ts';
import { defaultOffer, offerQuote } from './offer-choice.ts';

/**
 * The buying state of a product page: the quantity typed, the offers (from
 * the suppliers call, ordered as chosen and priced at that quantity), the
 * offer picked (or the default one) and what the quantity comes to there.
 */
export function useOfferChoice(goodsId: number, initialOffers: SkuOffer[]) {
  const [wanted, setWanted] = useState<number>();
  const [sort, setSort] = useState<ListGoodsSuppliersSort>('price_asc');
  const [pickedSku, pickOffer] = useState<number>();
  const settledWanted = useDebouncedValue(wanted, TYPEAHEAD_DEBOUNCE_MS);

  const suppliers = useScopedQuery(
    getListGoodsSuppliersQueryOptions(goodsId, { sort, ...(settledWanted ? { quantity: settledWanted } : {}) }, { query: { placeholderData: keepPreviousData } }),
  );
  // Until the suppliers call answers, the detail's own offers (same SKUs) are shown.
  const offers = suppliers.data?.lists ?? initialOffers;
  const offer = offers.find((entry) => entry.sku_id === pickedSku) ?? defaultOffer(offers, wanted);
  const quote = offer ? offerQuote(offer, wanted) : undefined;

  return { wanted, setWanted, sort, setSort, offers, offersLoading: suppliers.isFetching, offersFailed: suppliers.isError, offer, pickOffer, quote };
}

export type OfferChoice = ReturnType<typeof useOfferChoice>;
