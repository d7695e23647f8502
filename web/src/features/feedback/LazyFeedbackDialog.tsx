import { lazy, Suspense } from 'react';
import { useFeedbackOpen } from './feedback-store.ts';

// The dialog brings the contract's validation schemas along: load it the first time someone opens it.
const FeedbackDialog = lazy(() => import('./FeedbackDialog.tsx').then((module) => ({ default: module.FeedbackDialog })));

export function LazyFeedbackDialog() {
  const open = useFeedbackOpen();
  return open ? (
    <Suspense fallback={null}>
      <FeedbackDialog />
    </Suspense>
  ) : null;
}
