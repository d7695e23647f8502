import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store.ts';

// Radix's toast code loads with the first toast; it then stays for the ones after.
const Toaster = lazy(() => import('./Toaster.tsx').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
