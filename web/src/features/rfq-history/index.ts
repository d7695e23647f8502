// The buyer's RFQ history: each RFQ with its state, its quotes, and quoted lines put in the cart.
export { RfqHistoryPage } from './RfqHistoryPage.tsx';
export { rfqHistorySearch } from './rfq-history-search.ts';
