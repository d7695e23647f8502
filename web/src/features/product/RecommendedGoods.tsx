import { getListRecommendedGoodsQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { useScopedQuery } from '@/platform/query-scope.ts';

/** Similar parts and drop-in alternatives, best match first, with their own actions. */
export function RecommendedGoods({ goodsId, part }: { goodsId: number; part: string }) {
  const query = useScopedQuery(getListRecommendedGoodsQueryOptions(goodsId, { limit: 8 }));
  return (
    <section className="product-section" aria-labelledby="product-recommended-title">
      <h2 id="product-recommended-title">{m.product_recommendedTitle()}</h2>
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <p className="product-muted">{m.product_loading()}</p>
      ) : query.data.lists.length === 0 ? (
        <p className="product-muted">{m.product_noRecommended()}</p>
      ) : (
        <GoodsTable rows={query.data.lists} caption={m.product_recommendedCaption({ part })} />
      )}
    </section>
  );
}
