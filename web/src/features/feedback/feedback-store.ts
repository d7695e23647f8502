import { createStore, useStore } from '@/platform/lib/store.ts';

export const feedbackOpenStore = createStore(false);
export const useFeedbackOpen = () => useStore(feedbackOpenStore);
export const openFeedback = () => feedbackOpenStore.set(true);
