import type { CatalogGoodsDetail } from '@chipmart/generated/internal/model/index';
import { useId } from 'react';
import { m } from '$paraglide/messages.js';
import { gateAttribute, HydrateWhenSeen } from '@/ui/HydrateWhenSeen.tsx';
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

/** /product-detail/{id}: the classic two-column page: images and facts beside the buy box, then every offer, the parameters, alternatives and articles. */
export function ProductDetailClassic({ goodsId }: { goodsId: number }) {
  return <WithGoodsDetail goodsId={goodsId}>{(detail) => <ClassicLayout key={detail.goods.goods_id} detail={detail} />}</WithGoodsDetail>;
}

function ClassicLayout({ detail }: { detail: CatalogGoodsDetail }) {
  const { goods } = detail;
  const choice = useOfferChoice(goods.goods_id, detail.offers);
  const columnsGate = useId();
  return (
    <article className="product product-classic" aria-labelledby="page-title">
      <ProductHeader detail={detail} />
      <div className="product-top">
        <ProductGallery images={detail.images} part={goods.part_number} />
        <div className="product-summary">
          <ProductFacts detail={detail} show="identity" />
        </div>
        <BuyBox goods={goods} choice={choice} />
      </div>
      <OffersTable choice={choice} part={goods.part_number} />
      <div className="product-columns" {...gateAttribute(columnsGate)}>
        <HydrateWhenSeen gate={columnsGate}>
          <section className="product-section" aria-labelledby="product-parameters-title">
            <h2 id="product-parameters-title">{m.product_parametersTitle()}</h2>
            <ParametersTable parameters={detail.parameters} part={goods.part_number} />
          </section>
          <section className="product-section" aria-labelledby="product-compliance-title">
            <h2 id="product-compliance-title">{m.product_complianceTitle()}</h2>
            <ProductFacts detail={detail} show="compliance" />
          </section>
        </HydrateWhenSeen>
      </div>
      <RecommendedGoods goodsId={goods.goods_id} part={goods.part_number} />
      <RelatedBlogs goodsId={goods.goods_id} />
    </article>
  );
}
