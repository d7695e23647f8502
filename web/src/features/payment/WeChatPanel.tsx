import { useCreateWeChatPayOrder } from '@chipmart/generated/internal/hooks/pay/pay';
import type { PayMethodOption, PayWeChatOrder } from '@chipmart/generated/internal/model/index';
import { useEffect, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { problemText } from './api-problem.ts';
import { momentText, totalText } from './money-text.ts';
import { QrCode } from './QrCode.tsx';

/** Side of the QR code on screen, in CSS pixels: large enough for a phone camera at arm's length. */
const QR_SIZE = 208;

/** Whether a QR code is past its expiry time; re-renders the panel when it passes. */
function useExpired(expireTime: string | undefined): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!expireTime) return;
    const left = new Date(expireTime).getTime() - Date.now();
    if (left <= 0) {
      setExpired(true);
      return;
    }
    const timer = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(timer);
  }, [expireTime]);
  return expired;
}

/**
 * WeChat Pay Native: a QR code for the buyer to scan with WeChat. While it
 * is shown the page watches the order (`onWatch`) and moves on by itself
 * once WeChat Pay's notification marks it paid; an expired code is replaced
 * on request.
 */
export function WeChatPanel({ method, orderSn, onWatch }: { method: PayMethodOption; orderSn: string; onWatch: (watching: boolean) => void }) {
  const create = useCreateWeChatPayOrder();
  const [code, setCode] = useState<PayWeChatOrder>();
  const [problem, setProblem] = useState<string>();
  const expired = useExpired(code?.expire_time);

  useEffect(() => {
    onWatch(Boolean(code) && !expired);
    return () => onWatch(false);
  }, [code, expired, onWatch]);

  const showCode = () => {
    setProblem(undefined);
    create.mutate(
      { data: { order_sn: orderSn, currency_code: 'CNY' } },
      {
        onSuccess: setCode,
        onError: (error) => setProblem(problemText(error)),
      },
    );
  };

  return (
    <div className="payment-panel-body">
      {code && !expired ? (
        <div className="payment-qr-block">
          <QrCode content={code.code_url} label={m.payment_wechatQrLabel({ amount: totalText(code.amount, code.currency_code, code.currency_symbol) })} size={QR_SIZE} />
          <div>
            <p className="payment-qr-amount">{totalText(code.amount, code.currency_code, code.currency_symbol)}</p>
            <p>{m.payment_wechatScan()}</p>
            <p className="payment-note">
              {m.payment_wechatValidUntil({ time: momentText(code.expire_time) })}
            </p>
            <p className="payment-waiting" role="status">
              {m.payment_waitingForPayment()}
            </p>
          </div>
        </div>
      ) : (
        <p>{expired ? m.payment_wechatExpired() : m.payment_wechatIntro()}</p>
      )}
      {problem && (
        <p className="payment-refusal" role="alert">
          {problem}
        </p>
      )}
      {(!code || expired) && (
        <div className="actions">
          <button type="button" className="button button-primary" disabled={create.isPending} onClick={showCode}>
            {create.isPending
              ? m.payment_opening()
              : expired
                ? m.payment_wechatNewCode()
                : m.payment_wechatShowCode({ amount: totalText(method.pay_amount, method.pay_currency_code, method.pay_currency_symbol) })}
          </button>
        </div>
      )}
    </div>
  );
}
