import { TOAST_DURATION_MS } from '@/platform/constants.ts';
import { createStore, useStore } from '@/platform/lib/store.ts';

export type ToastKind = 'success' | 'error';

export interface ToastEntry {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

let nextId = 1;
export const toastStore = createStore<ToastEntry[]>([]);
export const useToasts = () => useStore(toastStore);

/** Shows a toast: success (green) and 2500 ms unless told otherwise. */
export function showToast(text: string, kind: ToastKind = 'success', durationMs: number = TOAST_DURATION_MS): void {
  toastStore.set([...toastStore.get(), { id: nextId++, kind, text, durationMs }]);
}

export function dismissToast(id: number): void {
  toastStore.set(toastStore.get().filter((entry) => entry.id !== id));
}
