import type { PayMethodList, PayMethodOption } from '@chipmart/generated/internal/model/index';
import { lazy, Suspense } from 'react';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { MethodUnavailable } from './MethodUnavailable.tsx';
import { AlipayPanel, PaypalPanel } from './ProviderRedirectPanel.tsx';

// The bank transfer form brings a date picker (pop-over, positioning, scroll lock), WeChat a QR code encoder and
// net terms its own form: each loads when its method is chosen. PayPal and Alipay, the first methods the default,
// ko and inland sites offer, are a button each and stay in the page's code so the usual first panel shows at once.
const BankTransferPanel = lazy(() => import('./BankTransferPanel.tsx').then((module) => ({ default: module.BankTransferPanel })));
const WeChatPanel = lazy(() => import('./WeChatPanel.tsx').then((module) => ({ default: module.WeChatPanel })));
const NetTermsPanel = lazy(() => import('./NetTermsPanel.tsx').then((module) => ({ default: module.NetTermsPanel })));

interface Props {
  method: PayMethodOption;
  payable: PayMethodList;
  /** Turns watching the order's state on while a payment can complete elsewhere (a QR code shown). */
  onWatch: (watching: boolean) => void;
  /** The payment was made or reported here: on to the success page. */
  onDone: () => void;
}

/** The chosen method's steps. Net terms shows its own refusal next to its button; other unavailable methods say why. */
export function MethodPanel(props: Props) {
  return (
    <Suspense
      fallback={
        <p className="payment-loading">
          <LoadingText />
        </p>
      }
    >
      <ChosenPanel {...props} />
    </Suspense>
  );
}

function ChosenPanel({ method, payable, onWatch, onDone }: Props) {
  const orderSn = payable.order_sn;
  if (method.pay_method === 'bill') return <NetTermsPanel method={method} payable={payable} onCharged={onDone} />;
  if (!method.available) return <MethodUnavailable method={method} payCurrency={payable.currency_code} />;
  switch (method.pay_method) {
    case 'bank':
      return <BankTransferPanel orderSn={orderSn} currency={method.pay_currency_code} onReported={onDone} />;
    case 'paypal':
      return <PaypalPanel method={method} orderSn={orderSn} currency={method.pay_currency_code} />;
    case 'wechat':
      return <WeChatPanel method={method} orderSn={orderSn} onWatch={onWatch} />;
    case 'alipay':
      return <AlipayPanel method={method} orderSn={orderSn} />;
  }
}
