import type { GoodsCard } from '@chipmart/generated/internal/model/index';
import { useId } from 'react';
import { m } from '$paraglide/messages.js';
import { defaultImg } from '@/platform/default-image.ts';
import { gateAttribute, HydrateWhenSeen } from '@/ui/HydrateWhenSeen.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { GoodsActions } from './GoodsActions.tsx';
import { cardUnitPrice, formatPieces } from './goods-figures.ts';
import { HighlightedText } from './HighlightedText.tsx';
import type { HighlightRange } from './highlight.ts';
import './goods.css';

export interface GoodsTableProps {
  rows: GoodsCard[];
  /** Names the table for screen readers (shown as its caption). */
  caption: string;
  /** Ranges of each part number to highlight, by goods_id. */
  highlights?: Record<number, HighlightRange[]>;
  /** Dims the rows while a new page or filter is fetched, keeping the old rows in place (no layout shift). */
  loading?: boolean;
}

/** Parts in a table: what a buyer judges them by, and the RFQ, compare and cart actions per row. */
export function GoodsTable({ rows, caption, highlights, loading = false }: GoodsTableProps) {
  return (
    <div className="goods-table-wrap" aria-busy={loading}>
      {/* Explicit roles: on narrow screens the rows are laid out as cards, and some browsers drop a table's meaning with its display. */}
      <table role="table" className={loading ? 'goods-table goods-table-loading' : 'goods-table'}>
        <caption className="goods-caption">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="goods-col-image">
              <span className="visually-hidden">{m.shared_colImage()}</span>
            </th>
            <th scope="col" role="columnheader">
              {m.shared_colPartNumber()}
            </th>
            <th scope="col" role="columnheader">
              {m.shared_colManufacturer()}
            </th>
            <th scope="col" role="columnheader">
              {m.shared_colPackageDescription()}
            </th>
            <th scope="col" role="columnheader" className="goods-col-number">
              {m.shared_colStock()}
            </th>
            <th scope="col" role="columnheader" className="goods-col-number">
              {m.shared_colLeadTime()}
            </th>
            <th scope="col" role="columnheader" className="goods-col-number">
              {m.shared_colOrderRules()}
            </th>
            <th scope="col" role="columnheader" className="goods-col-number">
              {m.shared_colUnitPrice()}
            </th>
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{m.shared_colActions()}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((goods) => (
            <GoodsRow key={goods.goods_id} goods={goods} ranges={highlights?.[goods.goods_id]} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One part's row; in a server-rendered page it hydrates when it comes near the viewport or is touched. */
function GoodsRow({ goods, ranges }: { goods: GoodsCard; ranges?: HighlightRange[] }) {
  const gate = useId();
  return (
    <tr role="row" {...gateAttribute(gate)}>
      <HydrateWhenSeen gate={gate}>
        <GoodsCells goods={goods} ranges={ranges} />
      </HydrateWhenSeen>
    </tr>
  );
}

function GoodsCells({ goods, ranges }: { goods: GoodsCard; ranges?: HighlightRange[] }) {
  const currency = goods.currency_code;
  const price = cardUnitPrice(goods);
  return (
    <>
      <td role="cell" className="goods-col-image">
        <img
          src={goods.icons || defaultImg}
          alt={m.shared_imageAlt({ part: goods.part_number })}
          width={48}
          height={48}
          loading="lazy"
          onError={(event) => (event.currentTarget.src = defaultImg)}
        />
      </td>
      <th scope="row" role="rowheader" className="goods-part">
        <LocalLink to={goods.goods_page_url}>
          <HighlightedText text={goods.part_number} ranges={ranges} />
        </LocalLink>
      </th>
      <td role="cell" className="goods-maker">
        <LocalLink to={`/manufacturer/${goods.brand_id}`}>{goods.brand_name}</LocalLink>
      </td>
      <td role="cell" className="goods-package">
        {goods.package}
        <span className="goods-description">{goods.description}</span>
      </td>
      {/* The labels are shown only on cards, where no column heading is in sight. */}
      <td role="cell" className="goods-col-number goods-col-stock" data-label={m.shared_colStock()}>
        {goods.stock > 0 ? formatPieces(goods.stock, currency) : m.shared_noStock()}
      </td>
      <td role="cell" className="goods-col-number goods-col-lead" data-label={m.shared_colLeadTime()}>
        {formatPieces(goods.lead_time_days, currency)}
      </td>
      <td role="cell" className="goods-col-number goods-col-rules" data-label={m.shared_colOrderRules()}>
        {m.shared_orderRules({ moq: formatPieces(goods.moq, currency), increment: formatPieces(goods.increment, currency) })}
      </td>
      <td role="cell" className="goods-col-number goods-col-price">
        {price ? (
          <>
            <span className="goods-price">{price}</span>
            <span className="goods-price-note">{m.shared_priceAtQuantity({ quantity: formatPieces(goods.moq, currency) })}</span>
          </>
        ) : (
          m.shared_quoteOnRequest()
        )}
      </td>
      <td role="cell" className="goods-col-actions">
        <GoodsActions goods={goods} />
      </td>
    </>
  );
}
