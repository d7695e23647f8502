import { lazyWhenOpen } from '@/ui/lazy-when-open.tsx';

// Radix's dialog and the dialogs' code load with the first one opened, not with the BOM pages.

export const LazyConfirmDialog = lazyWhenOpen(() => import('./ConfirmDialog.tsx').then((module) => module.ConfirmDialog), (props) => props.open);

export const LazyPartOptionsDialog = lazyWhenOpen(() => import('./PartOptionsDialog.tsx').then((module) => module.PartOptionsDialog), (props) => props.line !== undefined);

export const LazySupplierOptionsDialog = lazyWhenOpen(() => import('./SupplierOptionsDialog.tsx').then((module) => module.SupplierOptionsDialog), (props) => props.line !== undefined);

export const LazyAddLineDialog = lazyWhenOpen(() => import('./AddLineDialog.tsx').then((module) => module.AddLineDialog), (props) => props.open);

export const LazyDuplicateDialog = lazyWhenOpen(() => import('./DuplicateDialog.tsx').then((module) => module.DuplicateDialog), (props) => props.bom !== undefined);
