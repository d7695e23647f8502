import type { PayMethodList, PayMethodOption } from '@chipmart/generated/internal/model/index';
import { BankTransferPanel } from './BankTransferPanel.tsx';
import { MethodUnavailable } from './MethodUnavailable.tsx';
import { NetTermsPanel } from './NetTermsPanel.tsx';
import { AlipayPanel, PaypalPanel } from './ProviderRedirectPanel.tsx';
import { WeChatPanel } from './WeChatPanel.tsx';

interface Props {
  method: PayMethodOption;
  payable: PayMethodList;
  /** Turns watching the order's state on while a payment can complete elsewhere (a QR code shown). */
  onWatch: (watching: boolean) => void;
  /** The payment was made or reported here: on to the success page. */
  onDone: () => void;
}

/** The chosen method's steps. Net terms shows its own refusal next to its button; other unavailable methods say why. */
export function MethodPanel({ method, payable, onWatch, onDone }: Props) {
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
