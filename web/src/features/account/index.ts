// The buyer's account: the /myaccount layout with its navigation, the overview, profile, net terms and BOM list pages.
export { AccountLayout } from './AccountLayout.tsx';
export { AccountOverviewPage } from './AccountOverviewPage.tsx';
export { BomListPage } from './BomListPage.tsx';
export { NetTermsPage } from './NetTermsPage.tsx';
export { ProfilePage } from './ProfilePage.tsx';
