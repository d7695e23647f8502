import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLoadedComponent } from '@/ui/use-loaded-component.ts';
import { closeDrawer, followCompareUpdates, useOpenType } from './drawer-store.ts';

const loadDrawer = () => import('./Drawer.tsx').then((module) => module.Drawer);

/** Keeps the drawer's rules (a route change closes it, a compare-list change opens it) and shows the drawer, whose code loads when a panel first opens. */
export function DrawerHost() {
  const openType = useOpenType();
  const href = useRouterState({ select: (state) => state.location.href });
  const Drawer = useLoadedComponent(loadDrawer, openType !== 'none');

  useEffect(() => closeDrawer(), [href]);
  useEffect(() => followCompareUpdates(), []);

  return Drawer ? <Drawer /> : null;
}
