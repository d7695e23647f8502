import { useToasts } from './toast-store.ts';
import { useLoadedComponent } from './use-loaded-component.ts';

const loadToaster = () => import('./Toaster.tsx').then((module) => module.Toaster);

/** Radix's toast code loads with the first toast; it then stays for the ones after. */
export function LazyToaster() {
  const toasts = useToasts();
  const Toaster = useLoadedComponent(loadToaster, toasts.length > 0);
  return Toaster ? <Toaster /> : null;
}
