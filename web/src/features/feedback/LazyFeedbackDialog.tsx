import { useLoadedComponent } from '@/ui/use-loaded-component.ts';
import { useFeedbackOpen } from './feedback-store.ts';

// The dialog brings the contract's validation schemas along: load it the first time someone opens it.
const loadDialog = () => import('./FeedbackDialog.tsx').then((module) => module.FeedbackDialog);

export function LazyFeedbackDialog() {
  const open = useFeedbackOpen();
  const FeedbackDialog = useLoadedComponent(loadDialog, open);
  return open && FeedbackDialog ? <FeedbackDialog /> : null;
}
