import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { closeDrawer, followCompareUpdates, useOpenType } from './drawer-store.ts';

// The drawer and its panels load the first time one opens: no page needs them to show.
const Drawer = lazy(() => import('./Drawer.tsx').then((module) => ({ default: module.Drawer })));

/** Keeps the drawer's rules (a route change closes it, a compare-list change opens it) and shows it while a panel is open. */
export function DrawerHost() {
  const openType = useOpenType();
  const href = useRouterState({ select: (state) => state.location.href });

  useEffect(() => closeDrawer(), [href]);
  useEffect(() => followCompareUpdates(), []);

  return openType === 'none' ? null : (
    <Suspense fallback={null}>
      <Drawer />
    </Suspense>
  );
}
