import { BomLineMode, type BomLine } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { countText, totalText, unitPriceText } from './bom-figures.ts';
import { confidenceText, doubtText, matchKindLabel, matchKindText } from './bom-words.ts';
import { LineQuantity } from './LineQuantity.tsx';
import type { LineActions } from './use-line-actions.ts';

export type LineDialog = 'parts' | 'suppliers' | 'delete';

interface Props {
  line: BomLine;
  busy: boolean;
  actions: Pick<LineActions, 'setMode' | 'setQuantity'>;
  onDialog: (dialog: LineDialog, line: BomLine) => void;
}

/** Whether the line's suggestion can be confirmed as it is: it has a part and an offer and waits for the buyer. */
export const canConfirm = (line: BomLine): boolean => line.needs_confirmation && line.goods !== null && line.sku !== null && line.match_mode !== BomLineMode.Ignored;

/** What the buyer uploaded: part number, manufacturer, value and description, designators, quantity per set, DNP. */
function Uploaded({ line, busy, actions }: Pick<Props, 'line' | 'busy' | 'actions'>) {
  const { source } = line;
  return (
    <>
      <strong className="bom-part">{source.part_number}</strong>
      {source.dnp && <span className="bom-tag bom-tag-dnp">{m.bom_dnp()}</span>}
      {source.manufacturer && <span className="bom-muted">{source.manufacturer}</span>}
      {(source.value || source.description) && <span className="bom-muted">{[source.value, source.description].filter(Boolean).join(' · ')}</span>}
      {source.reference_designators && <span className="bom-designators">{m.bom_designators({ designators: source.reference_designators })}</span>}
      <LineQuantity line={line} disabled={busy} onChange={(quantity) => actions.setQuantity(line, quantity)} />
    </>
  );
}

/** How the line matched, how sure it is and its doubts, each in words. */
function Matching({ line }: { line: BomLine }) {
  return (
    <>
      <span className={`bom-kind bom-kind-${line.match_kind}`}>{matchKindLabel[line.match_kind]()}</span>
      <span className="bom-muted">{confidenceText[line.confidence]()}</span>
      <span>{matchKindText[line.match_kind]()}</span>
      {line.match_mode === BomLineMode.Ignored && <span className="bom-tag">{m.bom_ignoredTag()}</span>}
      {line.match_mode === BomLineMode.Manual && <span className="bom-tag bom-tag-ok">{m.bom_manualTag()}</span>}
      {line.needs_confirmation && line.match_mode !== BomLineMode.Ignored && <span className="bom-tag bom-tag-doubt">{m.bom_needsConfirmation()}</span>}
      {line.doubts.length > 0 && (
        <ul className="bom-doubts" aria-label={m.bom_doubtsLabel()}>
          {line.doubts.map((doubt) => (
            <li key={doubt}>{doubtText[doubt]()}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The part chosen or suggested, its offer's supplier, stock and lead time. */
function Chosen({ line }: { line: BomLine }) {
  const { goods, sku } = line;
  if (!goods) return <span className="bom-muted">{m.bom_noPart()}</span>;
  return (
    <>
      <LocalLink to={goods.goods_page_url} className="bom-part">
        {goods.part_number}
      </LocalLink>
      <span className="bom-muted">{[goods.brand_name, goods.package].filter(Boolean).join(' · ')}</span>
      {sku ? (
        <>
          <span>{m.bom_supplier({ supplier: sku.supplier_name })}</span>
          <span>{m.bom_stockLead({ stock: countText(sku.stock, line), days: sku.lead_time_days })}</span>
        </>
      ) : (
        <span className="bom-muted">{m.bom_noOffer()}</span>
      )}
    </>
  );
}

/** Pieces needed and ordered, the excess the offer's MOQ and multiple add and its cost, the unit price and subtotal. */
function Figures({ line }: { line: BomLine }) {
  return (
    <>
      <span>{m.bom_requiredOrder({ required: countText(line.required_qty, line), order: countText(line.order_qty, line) })}</span>
      {line.excess_qty > 0 && (
        <span className="bom-excess">
          {line.excess_price === null
            ? m.bom_excess({ count: countText(line.excess_qty, line) })
            : m.bom_excessCost({ count: countText(line.excess_qty, line), cost: totalText(line.excess_price, line) })}
        </span>
      )}
      {line.unit_price !== null && <span>{m.bom_unitPriceIs({ price: unitPriceText(line.unit_price, line) })}</span>}
      {line.subtotal_price !== null && (
        <strong className={line.needs_confirmation || line.match_mode === BomLineMode.Ignored ? 'bom-subtotal bom-not-counted' : 'bom-subtotal'}>
          {totalText(line.subtotal_price, line)}
        </strong>
      )}
      {line.needs_confirmation && line.subtotal_price !== null && <span className="bom-muted">{m.bom_notCounted()}</span>}
    </>
  );
}

/** One BOM line: what was uploaded, how it matched, what was chosen, the figures and the buyer's actions, all reachable by keyboard. */
export function BomLineRow({ line, busy, actions, onDialog }: Props) {
  const named = { line: line.line_no, part: line.source.part_number };
  return (
    <>
      <th scope="row" className="bom-cell-no">
        {line.line_no}
      </th>
      <td className="bom-cell-stack">
        <Uploaded line={line} busy={busy} actions={actions} />
      </td>
      <td className="bom-cell-stack">
        <Matching line={line} />
      </td>
      <td className="bom-cell-stack">
        <Chosen line={line} />
      </td>
      <td className="bom-cell-stack bom-cell-figures">
        <Figures line={line} />
      </td>
      <td className="bom-cell-actions">
        <div className="bom-row-actions" aria-busy={busy || undefined}>
          {canConfirm(line) && (
            <button type="button" className="button button-primary bom-small" disabled={busy} aria-label={m.bom_confirmOf(named)} onClick={() => void actions.setMode(line, BomLineMode.Manual)}>
              {m.bom_confirm()}
            </button>
          )}
          {line.match_mode === BomLineMode.Ignored ? (
            <button type="button" className="button bom-small" disabled={busy} aria-label={m.bom_matchAgainOf(named)} onClick={() => void actions.setMode(line, BomLineMode.Automatic)}>
              {m.bom_matchAgain()}
            </button>
          ) : (
            <>
              {line.match_mode === BomLineMode.Manual && (
                <button type="button" className="button bom-small" disabled={busy} aria-label={m.bom_automaticOf(named)} onClick={() => void actions.setMode(line, BomLineMode.Automatic)}>
                  {m.bom_automatic()}
                </button>
              )}
              <button type="button" className="button bom-small" disabled={busy} aria-label={m.bom_ignoreOf(named)} onClick={() => void actions.setMode(line, BomLineMode.Ignored)}>
                {m.bom_ignore()}
              </button>
            </>
          )}
          <button type="button" className="button bom-small" disabled={busy} aria-label={m.bom_otherPartsOf(named)} onClick={() => onDialog('parts', line)}>
            {line.alternative_count > 0 ? m.bom_otherPartsCount({ count: line.alternative_count }) : m.bom_otherParts()}
          </button>
          {line.goods && (
            <button type="button" className="button bom-small" disabled={busy} aria-label={m.bom_otherSuppliersOf(named)} onClick={() => onDialog('suppliers', line)}>
              {line.offer_count > 0 ? m.bom_otherSuppliersCount({ count: line.offer_count }) : m.bom_otherSuppliers()}
            </button>
          )}
          <button type="button" className="button bom-small bom-danger" disabled={busy} aria-label={m.bom_deleteLineOf(named)} onClick={() => onDialog('delete', line)}>
            {m.bom_deleteLine()}
          </button>
        </div>
      </td>
    </>
  );
}
