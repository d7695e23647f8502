import { m } from '$paraglide/messages.js';

/** Every page of the shop: its plain path, title and the page above it in the breadcrumb. */
export const pages = {
  home: { path: '/', title: m.platform_pageHome, parent: undefined, signInRequired: false },
  about: { path: '/about', title: m.platform_pageAbout, parent: 'home', signInRequired: false },
  aboutContact: { path: '/about/contact', title: m.platform_pageAboutContact, parent: 'about', signInRequired: false },
  aboutIntroduce: { path: '/about/introduce', title: m.platform_pageAboutIntroduce, parent: 'about', signInRequired: false },
  aboutQualityControl: { path: '/about/quality-control', title: m.platform_pageAboutQualityControl, parent: 'about', signInRequired: false },
  aboutExcessInventory: { path: '/about/excess-inventory', title: m.platform_pageAboutExcessInventory, parent: 'about', signInRequired: false },
  aboutProcure: { path: '/about/procure', title: m.platform_pageAboutProcure, parent: 'about', signInRequired: false },
  bom: { path: '/bom', title: m.platform_pageBom, parent: 'home', signInRequired: true },
  bomDetail: { path: '/bom', title: m.platform_pageBomDetail, parent: 'bom', signInRequired: true },
  category: { path: '/category', title: m.platform_pageCategory, parent: 'home', signInRequired: false },
  categoryDetail: { path: '/category', title: m.platform_pageCategoryDetail, parent: 'category', signInRequired: false },
  certification: { path: '/certification', title: m.platform_pageCertification, parent: 'home', signInRequired: false },
  companyProfile: { path: '/companyprofile', title: m.platform_pageCompanyProfile, parent: 'home', signInRequired: false },
  helpAccountManagement: { path: '/companyprofile/account-management', title: m.platform_pageHelpAccountManagement, parent: 'companyProfile', signInRequired: false },
  helpApiInterface: { path: '/companyprofile/api-interface', title: m.platform_pageHelpApiInterface, parent: 'companyProfile', signInRequired: false },
  helpCookiesPolicy: { path: '/companyprofile/cookies-policy', title: m.platform_pageHelpCookiesPolicy, parent: 'companyProfile', signInRequired: false },
  helpFaqs: { path: '/companyprofile/faqs', title: m.platform_pageHelpFaqs, parent: 'companyProfile', signInRequired: false },
  helpHowToBuy: { path: '/companyprofile/how-to-buy', title: m.platform_pageHelpHowToBuy, parent: 'companyProfile', signInRequired: false },
  helpOnlineService: { path: '/companyprofile/online-service', title: m.platform_pageHelpOnlineService, parent: 'companyProfile', signInRequired: false },
  helpOrderManagement: { path: '/companyprofile/order-management', title: m.platform_pageHelpOrderManagement, parent: 'companyProfile', signInRequired: false },
  helpOrderPay: { path: '/companyprofile/order-pay', title: m.platform_pageHelpOrderPay, parent: 'companyProfile', signInRequired: false },
  helpOtherQuestions: { path: '/companyprofile/other-questions', title: m.platform_pageHelpOtherQuestions, parent: 'companyProfile', signInRequired: false },
  helpPrivacyPolicy: { path: '/companyprofile/privacy-policy', title: m.platform_pageHelpPrivacyPolicy, parent: 'companyProfile', signInRequired: false },
  helpRefund: { path: '/companyprofile/refund', title: m.platform_pageHelpRefund, parent: 'companyProfile', signInRequired: false },
  helpShippingDelivering: { path: '/companyprofile/shipping-delivering', title: m.platform_pageHelpShippingDelivering, parent: 'companyProfile', signInRequired: false },
  helpTermCondition: { path: '/companyprofile/term-condition', title: m.platform_pageHelpTermCondition, parent: 'companyProfile', signInRequired: false },
  compare: { path: '/compare', title: m.platform_pageCompare, parent: 'home', signInRequired: false },
  contact: { path: '/contact', title: m.platform_pageContact, parent: 'home', signInRequired: false },
  exit: { path: '/exit', title: m.platform_pageExit, parent: 'home', signInRequired: false },
  featured: { path: '/featured', title: m.platform_pageFeatured, parent: 'home', signInRequired: false },
  forgotPassword: { path: '/forgotpassword', title: m.platform_pageForgotPassword, parent: 'login', signInRequired: false },
  resetPassword: { path: '/forgotpassword/resetpassword', title: m.platform_pageResetPassword, parent: 'forgotPassword', signInRequired: false },
  integrationsApi: { path: '/integrations-api', title: m.platform_pageIntegrationsApi, parent: 'home', signInRequired: false },
  integrationsApiSection: { path: '/integrations-api', title: m.platform_pageIntegrationsApiSection, parent: 'integrationsApi', signInRequired: false },
  keywords: { path: '/keywords', title: m.platform_pageKeywords, parent: 'home', signInRequired: false },
  leadTimeBuy: { path: '/lead-time-buy', title: m.platform_pageLeadTimeBuy, parent: 'home', signInRequired: false },
  login: { path: '/login', title: m.platform_pageLogin, parent: 'home', signInRequired: false },
  loginValidate: { path: '/login/validate', title: m.platform_pageLoginValidate, parent: 'login', signInRequired: false },
  manufacturer: { path: '/manufacturer', title: m.platform_pageManufacturer, parent: 'home', signInRequired: false },
  manufacturerDetail: { path: '/manufacturer', title: m.platform_pageManufacturerDetail, parent: 'manufacturer', signInRequired: false },
  myAccount: { path: '/myaccount', title: m.platform_pageMyAccount, parent: 'home', signInRequired: true },
  accountAddresses: { path: '/myaccount/address-management', title: m.platform_pageAccountAddresses, parent: 'myAccount', signInRequired: true },
  accountBomList: { path: '/myaccount/bom-list', title: m.platform_pageAccountBomList, parent: 'myAccount', signInRequired: true },
  accountProfile: { path: '/myaccount/my-profile', title: m.platform_pageAccountProfile, parent: 'myAccount', signInRequired: true },
  accountNetTerms: { path: '/myaccount/net-terms', title: m.platform_pageAccountNetTerms, parent: 'myAccount', signInRequired: true },
  accountOrders: { path: '/myaccount/order-status-history', title: m.platform_pageAccountOrders, parent: 'myAccount', signInRequired: true },
  accountOrderDetail: { path: '/myaccount/order-status-history', title: m.platform_pageAccountOrderDetail, parent: 'accountOrders', signInRequired: true },
  accountRfqHistory: { path: '/myaccount/rfq-history', title: m.platform_pageAccountRfqHistory, parent: 'myAccount', signInRequired: true },
  news: { path: '/news', title: m.platform_pageNews, parent: 'home', signInRequired: false },
  newsArticle: { path: '/news', title: m.platform_pageNewsArticle, parent: 'news', signInRequired: false },
  register: { path: '/register', title: m.platform_pageRegister, parent: 'home', signInRequired: false },
  rfq: { path: '/rfq', title: m.platform_pageRfq, parent: 'home', signInRequired: false },
  rfqSuccessful: { path: '/rfq/successful', title: m.platform_pageRfqSuccessful, parent: 'rfq', signInRequired: false },
  search: { path: '/s', title: m.platform_pageSearch, parent: 'home', signInRequired: false },
  sellYourExcess: { path: '/sell-your-excess', title: m.platform_pageSellYourExcess, parent: 'home', signInRequired: false },
  shoppingCart: { path: '/shoppingcart', title: m.platform_pageShoppingCart, parent: 'home', signInRequired: true },
  supplierRegistration: { path: '/supplier-registration', title: m.platform_pageSupplierRegistration, parent: 'home', signInRequired: false },
  payOrder: { path: '/pay/order', title: m.platform_pagePayOrder, parent: 'shoppingCart', signInRequired: true },
  payPayment: { path: '/pay/payment', title: m.platform_pagePayPayment, parent: 'payOrder', signInRequired: true },
  paySuccessful: { path: '/pay/successful', title: m.platform_pagePaySuccessful, parent: 'payPayment', signInRequired: true },
  productDetail: { path: '/product-detail', title: m.platform_pageProductDetail, parent: 'home', signInRequired: false },
  productDetailAlt: { path: '/productdetail', title: m.platform_pageProductDetailAlt, parent: 'home', signInRequired: false },
} as const satisfies Record<string, PageEntry>;

export interface PageEntry {
  /** Plain path (no language prefix); detail pages give their index path. */
  path: string;
  title: () => string;
  parent: string | undefined;
  signInRequired: boolean;
}

export type PageKey = keyof typeof pages;

/** The pages from the home page down to `key`, for the breadcrumb. */
export function pageTrail(key: PageKey): PageKey[] {
  const trail: PageKey[] = [];
  for (let current: PageKey | undefined = key; current; current = pages[current].parent as PageKey | undefined) trail.unshift(current);
  return trail;
}
