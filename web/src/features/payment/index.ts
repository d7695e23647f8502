// The payment pages: paying an order (/pay/payment) and where the payment stands afterwards (/pay/successful).
export { PaymentPage } from './PaymentPage.tsx';
export { PaymentSuccessPage } from './PaymentSuccessPage.tsx';
export { paymentPagePath, paymentSearchSchema, paymentSuccessPath } from './payment-search.ts';
