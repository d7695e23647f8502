import type { CatalogGoodsDetail } from '@chipmart/generated/internal/model/index';
import type { ReactNode } from 'react';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { useGoodsDetail } from './product-queries.ts';
import './product.css';

/** The part's details for a layout; while they are missing (a failed refetch, a new currency) it says why. */
export function WithGoodsDetail({ goodsId, children }: { goodsId: number; children: (detail: CatalogGoodsDetail) => ReactNode }) {
  const { data, isError, refetch } = useGoodsDetail(goodsId);
  if (data) return children(data);
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  return (
    <p className="product-loading" aria-busy="true">
      {m.product_loading()}
    </p>
  );
}
