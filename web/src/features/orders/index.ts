// The buyer's orders: the order history with its state filter and the order detail with its actions.
export { OrderDetailPage } from './OrderDetailPage.tsx';
export { OrderHistoryPage } from './OrderHistoryPage.tsx';
export { orderHistorySearch } from './order-search.ts';
