import type { ComponentProps } from 'react';
import { useLoadedComponent } from '@/ui/use-loaded-component.ts';
import type { AddressDialog } from './AddressDialog.tsx';

// The dialog brings the contract's address rules and Radix's dialog along: checkout loads it when first opened.
const loadDialog = () => import('./AddressDialog.tsx').then((module) => module.AddressDialog);

/** The address dialog, its code loaded the first time it opens; it then stays mounted like the dialog itself. */
export function LazyAddressDialog(props: ComponentProps<typeof AddressDialog>) {
  const Dialog = useLoadedComponent(loadDialog, props.open);
  return Dialog ? <Dialog {...props} /> : null;
}
