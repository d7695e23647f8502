import { CartStatus, type CartLine } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { largestSuppliable, nearestValidQuantities } from './cart-quantity.ts';
import { QuantityFixes } from './QuantityFixes.tsx';

interface Props {
  line: CartLine;
  busy: boolean;
  changeTo: (quantity: number) => void;
  remove: () => void;
}

/** Why a line cannot be bought as it stands, and the way out: a quantity that can, or removing it and looking elsewhere. */
export function CartLineStatus({ line, busy, changeTo, remove }: Props) {
  if (line.cart_status === CartStatus.Normal) return null;
  const pieces = (count: number) => formatPieces(count, line.currency_code);
  const fixes =
    line.cart_status === CartStatus.Understock
      ? [largestSuppliable(line)].filter((quantity): quantity is number => quantity !== undefined)
      : line.cart_status === CartStatus.NotMultipleOfMinimum
        ? nearestValidQuantities(line.cart_num, line)
        : [];

  const text = {
    [CartStatus.SoldOut]: m.cart_statusSoldOut(),
    [CartStatus.Understock]: m.cart_statusUnderstock({ stock: pieces(line.stock), count: pieces(line.cart_num) }),
    [CartStatus.NotMultipleOfMinimum]: m.cart_statusNotMultiple({ count: pieces(line.cart_num), moq: pieces(line.moq), increment: pieces(line.increment) }),
  }[line.cart_status];

  return (
    <div className="cart-line-status" data-testid="cart-line-status">
      <p className="cart-line-status-text">
        <span className="check-flag" aria-hidden="true">
          !
        </span>
        {text}
      </p>
      {fixes.length > 0 ? (
        <QuantityFixes quantities={fixes} currency={line.currency_code} disabled={busy} pick={changeTo} />
      ) : (
        <div className="cart-fixes">
          {line.cart_status !== CartStatus.SoldOut && <p className="cart-line-status-text">{m.cart_statusNoQuantity()}</p>}
          <button type="button" className="button cart-fix" disabled={busy} onClick={remove}>
            {m.cart_removeLine()}
          </button>
          <LocalLink to="/s" search={{ keywords: line.part_number } as never} className="button cart-fix">
            {m.cart_findAlternatives({ part: line.part_number })}
          </LocalLink>
        </div>
      )}
    </div>
  );
}
