import { Dialog } from 'radix-ui';
import { m } from '$paraglide/messages.js';
import { DRAWER_WIDTH_PX } from '@/platform/constants.ts';
import { CartPanel } from '@/features/cart';
import { ComparePanel } from '@/features/compare';
import { RfqPanel } from '@/features/rfq';
import { SIDE_BAR_ID } from '@/site/shell/SideBar.tsx';
import { DialogClose } from '@/ui/DialogClose.tsx';
import { closeDrawer, useOpenType } from './drawer-store.ts';

const titles = { rfq: () => m.site_drawerRfqTitle(), cart: () => m.site_drawerCartTitle(), compare: () => m.site_drawerCompareTitle() };

/** The right-hand drawer, 250px wide, holding one panel at a time; Escape and an outside click close it (DrawerHost: a route change). */
export function Drawer() {
  const openType = useOpenType();
  return (
    <Dialog.Root open={openType !== 'none'} onOpenChange={(open) => !open && closeDrawer()} modal={false}>
      <Dialog.Portal>
        {openType !== 'none' && (
          <Dialog.Content
            className="drawer"
            data-testid="drawer"
            data-panel={openType}
            style={{ width: DRAWER_WIDTH_PX }}
            aria-describedby={undefined}
            onInteractOutside={(event) => {
              // The side bar's own buttons switch or close the panel themselves.
              if (event.target instanceof Node && document.getElementById(SIDE_BAR_ID)?.contains(event.target)) event.preventDefault();
            }}
          >
            <header className="drawer-head">
              <Dialog.Title className="drawer-title">{titles[openType]()}</Dialog.Title>
              <DialogClose className="drawer-close" />
            </header>
            {openType === 'cart' && <CartPanel />}
            {openType === 'rfq' && <RfqPanel />}
            {openType === 'compare' && <ComparePanel />}
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
