// The buyer's account: the /myaccount layout with its navigation, the overview, profile and net terms pages (the BOM list is the bom feature's).
export { AccountLayout } from './AccountLayout.tsx';
export { AccountOverviewPage } from './AccountOverviewPage.tsx';
export { NetTermsPage } from './NetTermsPage.tsx';
export { ProfilePage } from './ProfilePage.tsx';
