import { createStore, useStore } from '@/platform/lib/store.ts';
import { COMPARE_UPDATE_EVENT, type CompareList } from '@/features/compare';

/** openType: which panel of the right-hand drawer is open. */
export type OpenType = 'none' | 'rfq' | 'cart' | 'compare';

export const drawerStore = createStore<OpenType>('none');
export const useOpenType = () => useStore(drawerStore);

/** Opening a panel closes the others; clicking the open one closes it. */
export function nextOpenType(current: OpenType, clicked: Exclude<OpenType, 'none'>): OpenType {
  return current === clicked ? 'none' : clicked;
}

export function toggleDrawer(clicked: Exclude<OpenType, 'none'>): void {
  drawerStore.set(nextOpenType(drawerStore.get(), clicked));
}

export function closeDrawer(): void {
  drawerStore.set('none');
}

/** A change to the compare list shows it again, unless it became empty. */
export function followCompareUpdates(): () => void {
  const onUpdate = (event: Event) => {
    if ((event as CustomEvent<CompareList>).detail.ids.length > 0) drawerStore.set('compare');
  };
  window.addEventListener(COMPARE_UPDATE_EVENT, onUpdate);
  return () => window.removeEventListener(COMPARE_UPDATE_EVENT, onUpdate);
}
