import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';

interface Props {
  quantities: number[];
  currency: string;
  disabled?: boolean;
  pick: (quantity: number) => void;
}

/** Valid quantities offered as one click each ("Change to 2,500 pcs"). */
export function QuantityFixes({ quantities, currency, disabled, pick }: Props) {
  return (
    <div className="cart-fixes">
      {quantities.map((quantity) => (
        <button key={quantity} type="button" className="button cart-fix" disabled={disabled} onClick={() => pick(quantity)}>
          {m.cart_changeTo({ count: formatPieces(quantity, currency) })}
        </button>
      ))}
    </div>
  );
}
