import type { CartLine } from '@chipmart/generated/internal/model/index';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { controlAria, FieldShell } from '@/ui/fields/FieldShell.tsx';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { canStepDown, canStepUp, nearestValidQuantities, quantityProblem, readQuantity, type QuantityProblem } from './cart-quantity.ts';
import { quantityFailureText } from './cart-failure.ts';
import { QuantityFixes } from './QuantityFixes.tsx';
import type { QuantityChange } from './use-cart-changes.ts';

interface Props {
  line: CartLine;
  change: (change: QuantityChange) => Promise<void>;
}

interface Problem {
  text: string;
  /** Valid quantities near the typed one, offered as one-click fixes. */
  fixes: number[];
}

/** The offer's rule a typed quantity breaks, in the buyer's words with the offer's numbers. */
function ruleText(rule: QuantityProblem, line: CartLine): string {
  const pieces = (count: number) => formatPieces(count, line.currency_code);
  switch (rule) {
    case 'notWhole':
      return m.cart_notWhole();
    case 'belowMoq':
      return m.cart_belowMoq({ moq: pieces(line.moq) });
    case 'notMultiple':
      return m.cart_notMultiple({ increment: pieces(line.increment) });
    case 'aboveStock':
      return m.cart_aboveStock({ stock: pieces(line.stock) });
  }
}

/**
 * A line's quantity: minus and plus move one order multiple (as far as the
 * MOQ and the stock allow), and a typed quantity is sent on Enter or when the
 * field is left. A quantity off the offer's rules is not sent: the rule is
 * shown with the nearest valid quantities to pick; a refusal from the server
 * is shown the same way and keeps what was typed.
 */
export function QuantityStepper({ line, change }: Props) {
  const id = `cart-quantity-${line.id}`;
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<string>();
  const [problem, setProblem] = useState<Problem>();
  const [sending, setSending] = useState(false);

  async function send(next: QuantityChange) {
    setSending(true);
    try {
      await change(next);
      setTyped(undefined);
      setProblem(undefined);
    } catch (error) {
      setProblem({ text: quantityFailureText(error), fixes: [] });
      input.current?.focus();
    } finally {
      setSending(false);
    }
  }

  function commit() {
    if (typed === undefined) return;
    const quantity = readQuantity(typed);
    if (quantity === undefined) {
      setProblem({ text: m.cart_notWhole(), fixes: [] });
      return;
    }
    if (quantity === line.cart_num) {
      setTyped(undefined);
      setProblem(undefined);
      return;
    }
    const rule = quantityProblem(quantity, line);
    if (rule) {
      setProblem({ text: ruleText(rule, line), fixes: nearestValidQuantities(quantity, line) });
      return;
    }
    void send({ cart_num: quantity });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    commit();
  }

  const error = problem?.text;
  return (
    <form className="cart-quantity" noValidate onSubmit={submit}>
      <FieldShell id={id} label={m.cart_quantity()} error={error}>
        <div className="cart-stepper">
          <button
            type="button"
            className="button cart-step"
            aria-label={m.cart_decrease({ part: line.part_number })}
            disabled={sending || !canStepDown(line)}
            onClick={() => void send({ step: -1 })}
          >
            −
          </button>
          <input
            ref={input}
            className="input cart-quantity-input"
            inputMode="numeric"
            autoComplete="off"
            value={typed ?? String(line.cart_num)}
            aria-busy={sending || undefined}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onBlur={commit}
            {...controlAria({ id, label: m.cart_quantity(), error })}
          />
          <button
            type="button"
            className="button cart-step"
            aria-label={m.cart_increase({ part: line.part_number })}
            disabled={sending || !canStepUp(line)}
            onClick={() => void send({ step: 1 })}
          >
            +
          </button>
        </div>
      </FieldShell>
      {problem && problem.fixes.length > 0 && <QuantityFixes quantities={problem.fixes} currency={line.currency_code} disabled={sending} pick={(quantity) => void send({ cart_num: quantity })} />}
    </form>
  );
}
