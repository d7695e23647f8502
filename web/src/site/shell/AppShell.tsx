import { HeadContent, Outlet } from '@tanstack/react-router';
import { useId } from 'react';
import { Footer } from '@variant/Footer.tsx';
import { Header } from '@variant/Header.tsx';
import { m } from '$paraglide/messages.js';
import { DrawerHost } from '@/site/drawer/DrawerHost.tsx';
import { LazyFeedbackDialog } from '@/features/feedback';
import { GoodsActionsProvider } from '@/shared/goods/goods-actions-context.ts';
import { useCurrencyListLoader } from '@/platform/currency/use-currency-list-loader.ts';
import { useLocale } from '@/platform/i18n/use-locale.ts';
import { gateAttribute, HydrateWhenSeen } from '@/ui/HydrateWhenSeen.tsx';
import { LazyToaster } from '@/ui/LazyToaster.tsx';
import { BackToTop } from './BackToTop.tsx';
import { goodsActions } from './goods-actions.ts';
import { OnlineStatus } from './OnlineStatus.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { SideBar } from './SideBar.tsx';

/** The frame around every page: header, footer, side bar, drawer, dialogs and page-wide signals, and what the parts' buttons do. */
export function AppShell() {
  const locale = useLocale();
  useCurrencyListLoader();
  const footerGate = useId();
  // Keyed by language so every message is read again after a language switch.
  return (
    <GoodsActionsProvider value={goodsActions}>
      <div className="app" key={locale}>
        <HeadContent />
        <a href="#main" className="skip-link">
          {m.site_shellSkipToContent()}
        </a>
        <ProgressBar />
        <OnlineStatus />
        <Header />
        <main id="main" tabIndex={-1} className="main">
          <Outlet />
        </main>
        {/* Below every page's fold: hydrated when reached. */}
        <div className="footer-slot" {...gateAttribute(footerGate)}>
          <HydrateWhenSeen gate={footerGate}>
            <Footer />
          </HydrateWhenSeen>
        </div>
        <SideBar />
        <DrawerHost />
        <BackToTop />
        <LazyFeedbackDialog />
        <LazyToaster />
      </div>
    </GoodsActionsProvider>
  );
}
