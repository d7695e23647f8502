// Supplier pages: the settlement application with its licence and status, and sell-your-excess with its list preview.
export { SellYourExcessPage } from './SellYourExcessPage.tsx';
export { SupplierRegistrationPage } from './SupplierRegistrationPage.tsx';
export { sellYourExcessSeo, supplierRegistrationSeo } from './supplier-seo.ts';
