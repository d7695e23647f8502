// The feedback dialog, loaded when first opened, and the way to open it.
export { LazyFeedbackDialog } from './LazyFeedbackDialog.tsx';
export { openFeedback } from './feedback-store.ts';
