import { usePayOrderOnTerms } from '@chipmart/generated/internal/hooks/pay/pay';
import type { PayMethodList, PayMethodOption } from '@chipmart/generated/internal/model/index';
import { ApiError } from '@chipmart/client';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TextField } from '@/ui/fields/TextField.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { problemText } from './api-problem.ts';
import { totalText } from './money-text.ts';

/** The contract's limit on the purchase order number (PayBillRequest). */
const PO_MAX = 50;

/**
 * Net terms: the credit left on the buyer's line, then the order charged
 * to it. Beyond the credit left (or with an overdue bill, or no line) the
 * button is refused with the server's reason next to it; a refusal the
 * server gives when asked is shown the same way.
 */
export function NetTermsPanel({ method, payable, onCharged }: { method: PayMethodOption; payable: PayMethodList; onCharged: () => void }) {
  const [poNumber, setPoNumber] = useState('');
  const [poProblem, setPoProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const pay = usePayOrderOnTerms();
  const remaining = payable.remaining_credit_amount;
  const reasonId = 'payment-bill-reason';
  const blockedBy = method.available ? undefined : (method.unavailable_reason ?? m.payment_methodUnavailable());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const po = poNumber.trim();
    if (po.length > PO_MAX) {
      setPoProblem(m.payment_tooLong({ max: PO_MAX }));
      return;
    }
    pay.mutate(
      { data: po ? { order_sn: payable.order_sn, po_number: po } : { order_sn: payable.order_sn } },
      {
        onSuccess: onCharged,
        onError: (error) => {
          const poMessage = error instanceof ApiError ? error.fieldMessage('po_number') : undefined;
          if (poMessage) setPoProblem(poMessage);
          else setRefusal(problemText(error));
        },
      },
    );
  };

  return (
    <form className="form payment-panel-body" onSubmit={submit} noValidate>
      <p data-testid="payment-credit-left">
        {remaining === null
          ? m.payment_noCreditLine()
          : m.payment_creditLeft({ amount: totalText(remaining, payable.currency_code, payable.currency_symbol) })}
      </p>
      {remaining === null && (
        <p>
          <LocalLink to="/myaccount/net-terms">{m.payment_applyForTerms()}</LocalLink>
        </p>
      )}
      {!blockedBy && (
        <TextField
          id="payment-bill-po"
          label={m.payment_poNumber()}
          autoComplete="off"
          error={poProblem}
          value={poNumber}
          onChange={(event) => {
            setPoNumber(event.currentTarget.value);
            setPoProblem(undefined);
          }}
        />
      )}
      {(blockedBy ?? refusal) && (
        <p id={reasonId} className="payment-refusal" role={refusal ? 'alert' : undefined}>
          {refusal ?? blockedBy}
        </p>
      )}
      <div className="actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={Boolean(blockedBy) || pay.isPending}
          aria-describedby={blockedBy || refusal ? reasonId : undefined}
        >
          {pay.isPending ? m.payment_sending() : m.payment_billSubmit({ amount: totalText(method.pay_amount, method.pay_currency_code, method.pay_currency_symbol) })}
        </button>
      </div>
    </form>
  );
}
