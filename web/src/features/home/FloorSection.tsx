import type { CatalogFloor } from '@chipmart/generated/internal/model/index';
import { useId } from 'react';
import { m } from '$paraglide/messages.js';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { gateAttribute, HydrateWhenSeen } from '@/ui/HydrateWhenSeen.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** One floor: its category's title and picture, quick links to sub-categories, and parts of that category; each floor hydrates when reached. */
export function FloorSection({ floor, goodsShown }: { floor: CatalogFloor; goodsShown?: number }) {
  const id = `floor-${floor.floor_id}`;
  const gate = useId();
  return (
    <section className="floor" aria-labelledby={`${id}-title`} {...gateAttribute(gate)}>
      <HydrateWhenSeen gate={gate}>
        <header className="floor-head">
          {floor.image && <img src={floor.image} alt="" width={56} height={56} loading="lazy" className="floor-image" />}
          <div>
            <h3 id={`${id}-title`} className="floor-title">
              {floor.title}
            </h3>
            {floor.subtitle && <p className="floor-subtitle">{floor.subtitle}</p>}
          </div>
          <LocalLink to={floor.more_url} className="home-more" aria-label={m.home_floorMoreLabel({ title: floor.title })}>
            {m.home_floorMore()}
          </LocalLink>
        </header>
        {floor.sub_categories.length > 0 && (
          <ul className="floor-links">
            {floor.sub_categories.map((category) => (
              <li key={category.category_id}>
                <LocalLink to={category.category_page_url}>{category.name}</LocalLink>
              </li>
            ))}
          </ul>
        )}
        {floor.goods.length > 0 && <GoodsTable rows={floor.goods.slice(0, goodsShown)} caption={m.home_floorCaption({ title: floor.title })} />}
      </HydrateWhenSeen>
    </section>
  );
}
