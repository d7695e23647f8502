import { ApiError } from '@chipmart/client';
import { getGetGoodsDetailQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { currentQueryScope, scopedQuery, useQueryScope, type QueryScope } from '@/platform/query-scope.ts';

/** The id in /product-detail/{id}: a positive whole number, or undefined. */
export function parseGoodsId(raw: string): number | undefined {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}

export function goodsDetailQueryOptions(goodsId: number, scope: QueryScope) {
  return scopedQuery(getGetGoodsDetailQueryOptions({ goods_id: goodsId }), scope);
}

/** The route loader: fetches the part before the page renders, so its head has the title and JSON-LD. Unknown parts are a 404. */
export async function loadGoodsDetail(queryClient: QueryClient, rawId: string) {
  const goodsId = parseGoodsId(rawId);
  if (goodsId === undefined) throw notFound();
  try {
    return await queryClient.ensureQueryData(goodsDetailQueryOptions(goodsId, currentQueryScope()));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The part's details in the chosen currency; the previous currency's figures stay until the new ones arrive. */
export function useGoodsDetail(goodsId: number) {
  return useQuery({
    ...goodsDetailQueryOptions(goodsId, useQueryScope()),
    placeholderData: (previous) => (previous?.goods.goods_id === goodsId ? previous : undefined),
  });
}
