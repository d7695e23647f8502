import type { CatalogGoodsDetail } from '@chipmart/generated/internal/model/index';
import { Tabs } from 'radix-ui';
import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { BuyBox } from './BuyBox.tsx';
import { OffersTable } from './OffersTable.tsx';
import { ParametersTable } from './ParametersTable.tsx';
import { ProductFacts } from './ProductFacts.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductHeader } from './ProductHeader.tsx';
import { WithGoodsDetail } from './ProductLoadState.tsx';
import { RecommendedGoods } from './RecommendedGoods.tsx';
import { RelatedBlogs } from './RelatedBlogs.tsx';
import { useOfferChoice } from './use-offer-choice.ts';

/** /productdetail/{id}: the compact, offers-first page for buyers who know the part: a short summary, the offers beside the buy box, details in tabs. */
export function ProductDetailCompact({ goodsId }: { goodsId: number }) {
  return <WithGoodsDetail goodsId={goodsId}>{(detail) => <CompactLayout key={detail.goods.goods_id} detail={detail} />}</WithGoodsDetail>;
}

function CompactLayout({ detail }: { detail: CatalogGoodsDetail }) {
  const { goods } = detail;
  const choice = useOfferChoice(goods.goods_id, detail.offers);
  const currency = goods.currency_code;
  return (
    <article className="product product-compact" aria-labelledby="page-title">
      <ProductHeader detail={detail} />
      <div className="product-strip">
        <ProductGallery images={detail.images} part={goods.part_number} size={96} />
        <p className="product-strip-text">{goods.description}</p>
        <ul className="product-strip-facts">
          <li>
            <span>{m.product_package()}</span> <strong>{goods.package}</strong>
          </li>
          <li>
            <span>{m.product_stock()}</span> <strong>{goods.stock > 0 ? formatPieces(goods.stock, currency) : m.product_noStock()}</strong>
          </li>
          <li>
            <span>{m.product_leadTime()}</span> <strong>{formatPieces(goods.lead_time_days, currency)}</strong>
          </li>
        </ul>
      </div>
      <div className="product-offers-first">
        <OffersTable choice={choice} part={goods.part_number} />
        <BuyBox goods={goods} choice={choice} />
      </div>
      <Tabs.Root className="product-tabs" defaultValue="parameters">
        <Tabs.List className="product-tab-list" aria-label={m.product_detailsTabs()}>
          <Tabs.Trigger className="product-tab" value="parameters">
            {m.product_parametersTitle()}
          </Tabs.Trigger>
          <Tabs.Trigger className="product-tab" value="details">
            {m.product_detailsTitle()}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="product-tab-panel" value="parameters">
          <ParametersTable parameters={detail.parameters} part={goods.part_number} />
        </Tabs.Content>
        <Tabs.Content className="product-tab-panel" value="details">
          <ProductFacts detail={detail} />
        </Tabs.Content>
      </Tabs.Root>
      <RecommendedGoods goodsId={goods.goods_id} part={goods.part_number} />
      <RelatedBlogs goodsId={goods.goods_id} />
    </article>
  );
}
