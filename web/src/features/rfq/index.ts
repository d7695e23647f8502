// The RFQ list: its page and success page, the drawer's panel, the list the side bar counts, and what a part's RFQ button does.
export { addPartToRfq } from './add-part-to-rfq.ts';
export { RfqPage } from './RfqPage.tsx';
export { RfqPanel } from './RfqPanel.tsx';
export { RfqSuccessPage } from './RfqSuccessPage.tsx';
export { useRfqList } from './rfq-store.ts';
export { rfqSuccessSearchSchema } from './rfq-success.ts';
