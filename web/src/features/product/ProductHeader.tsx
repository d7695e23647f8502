import type { CatalogGoodsDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { Breadcrumb } from '@/ui/Breadcrumb.tsx';
import { CopyableText } from '@/ui/CopyableText.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** Breadcrumb through the part's categories, the part number as the page heading (with its copy button) and its maker. */
export function ProductHeader({ detail }: { detail: CatalogGoodsDetail }) {
  const { goods } = detail;
  const trail = [
    { label: pages.home.title(), path: pages.home.path },
    ...detail.category_path.map((step) => ({ label: step.name, path: step.category_page_url })),
    { label: goods.part_number, path: goods.goods_page_url },
  ];
  return (
    <header className="product-header">
      <Breadcrumb items={trail} />
      <CopyableText text={goods.part_number} as="h1" textId="page-title" className="product-title" />
      <p className="product-maker">
        {m.product_byManufacturer()} <LocalLink to={`/manufacturer/${goods.brand_id}`}>{goods.brand_name}</LocalLink>
      </p>
    </header>
  );
}
