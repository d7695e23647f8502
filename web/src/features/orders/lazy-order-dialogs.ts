import { lazyWhenOpen } from '@/ui/lazy-when-open.tsx';

// Radix's dialog and the forms load with the first cancel or receipt, not with the order pages.

export const LazyCancelOrderDialog = lazyWhenOpen(() => import('./CancelOrderDialog.tsx').then((module) => module.CancelOrderDialog), (props) => props.open);

export const LazyReceiveOrderDialog = lazyWhenOpen(() => import('./ReceiveOrderDialog.tsx').then((module) => module.ReceiveOrderDialog), (props) => props.open);
