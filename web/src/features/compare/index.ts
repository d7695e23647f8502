// Comparing parts: the page and its URL, the drawer's panel, the list the side bar counts and the drawer
// follows, and what a part's compare button does.
export { addPartToCompare } from './add-part-to-compare.ts';
export { ComparePage } from './ComparePage.tsx';
export { ComparePanel } from './ComparePanel.tsx';
export type { CompareList } from './compare-list.ts';
export { compareIds, compareSearchSchema } from './compare-search.ts';
export { COMPARE_UPDATE_EVENT, useCompareList } from './compare-store.ts';
