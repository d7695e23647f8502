// The cart: the cart page, the drawer's panel, the side bar's badge and the add-to-cart flow behind the parts' cart buttons.
export { CartPage } from './CartPage.tsx';
export { CartPanel } from './CartPanel.tsx';
export { cartBadgeText } from './cart-figures.ts';
export { refreshCart } from './cart-refresh.ts';
export { useAddToCart } from './use-add-to-cart.ts';
export { useCartCount } from './use-cart-count.ts';
