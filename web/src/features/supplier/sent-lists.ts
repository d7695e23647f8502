import type { ExcessOfferResult } from '@chipmart/generated/internal/model/index';
import { createStore, useStore } from '@/platform/lib/store.ts';

/**
 * The excess lists sent from this tab, newest first, as the server answered
 * them. The contract has no call listing an account's excess lists, so this
 * is what the page can show; it is kept in memory only, never across
 * accounts or reloads.
 */
const sentLists = createStore<readonly ExcessOfferResult[]>([]);

export function rememberSentList(result: ExcessOfferResult): void {
  sentLists.set([result, ...sentLists.get()]);
}

export const useSentLists = () => useStore(sentLists);
