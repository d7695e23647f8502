import type { PayMethodCode } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';

/** The name of a way to pay, for pages that only have its code (the success page). */
export function methodName(code: PayMethodCode): string {
  switch (code) {
    case 'paypal':
      return m.payment_methodPaypal();
    case 'wechat':
      return m.payment_methodWeChat();
    case 'alipay':
      return m.payment_methodAlipay();
    case 'bank':
      return m.payment_methodBank();
    case 'bill':
      return m.payment_methodBill();
  }
}
