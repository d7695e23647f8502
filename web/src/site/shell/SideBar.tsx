import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '$paraglide/messages.js';
import { DRAWER_WIDTH_PX } from '@/platform/constants.ts';
import { cartBadgeText, useCartCount } from '@/features/cart';
import { useCompareList } from '@/features/compare';
import { toggleDrawer, useOpenType } from '@/site/drawer/drawer-store.ts';
import { openFeedback } from '@/features/feedback';
import { useRfqList } from '@/features/rfq';
import { signInHref } from '@/platform/session/login-href.ts';
import { useSession } from '@/platform/session/session-store.ts';
import { localizePath } from '@/platform/i18n/locale.ts';
import { Icon, type IconName } from '@/ui/Icon.tsx';

/** Marks the side bar so that clicks on it do not count as clicks outside the drawer. */
export const SIDE_BAR_ID = 'side-bar';

function SideButton({ icon, label, badge, pressed, onClick }: { icon: IconName; label: string; badge?: string | undefined; pressed?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="side-button" aria-pressed={pressed} onClick={onClick} data-testid={`side-${icon}`}>
      <Icon name={icon} />
      <span className="side-label">{label}</span>
      {badge !== undefined && (
        <span className="badge" data-testid={`badge-${icon}`}>
          {badge}
        </span>
      )}
    </button>
  );
}

/** The floating bar on the right: my account, cart, RFQ list, compare and feedback. */
export function SideBar(): ReactNode {
  const navigate = useNavigate();
  const signIn = useRouterState({ select: (state) => signInHref(state.location) });
  const { token } = useSession();
  const openType = useOpenType();
  const cartCount = useCartCount();
  const rfq = useRfqList();
  const compare = useCompareList();
  const toLogin = () => navigate({ href: signIn });

  return (
    // The bar moves out beside an open drawer so its buttons stay reachable.
    <nav id={SIDE_BAR_ID} className="side-bar" aria-label={m.site_sideLabel()} style={{ right: openType === 'none' ? 0 : DRAWER_WIDTH_PX }}>
      <SideButton
        icon="account"
        label={m.site_sideAccount()}
        badge={token ? '' : undefined}
        onClick={() => (token ? navigate({ href: localizePath('/myaccount') }) : toLogin())}
      />
      <SideButton
        icon="cart"
        label={m.site_sideCart()}
        badge={cartBadgeText(cartCount)}
        pressed={openType === 'cart'}
        onClick={() => (token ? toggleDrawer('cart') : toLogin())}
      />
      <SideButton icon="rfq" label={m.site_sideRfq()} badge={rfq.length > 0 ? String(rfq.length) : undefined} pressed={openType === 'rfq'} onClick={() => toggleDrawer('rfq')} />
      <SideButton
        icon="compare"
        label={m.site_sideCompare()}
        badge={compare.ids.length > 0 ? String(compare.ids.length) : undefined}
        pressed={openType === 'compare'}
        onClick={() => toggleDrawer('compare')}
      />
      <SideButton icon="feedback" label={m.site_sideFeedback()} onClick={openFeedback} />
    </nav>
  );
}
