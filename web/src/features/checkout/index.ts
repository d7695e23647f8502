// Checkout (/pay/order): the page, its URL parameters, and the buy-now link the product page uses.
export { CheckoutPage } from './CheckoutPage.tsx';
export { buyNowPath, checkoutSearchSchema } from './checkout-search.ts';
export { BuyNowButton } from './BuyNowButton.tsx';
