import { m } from '$paraglide/messages.js';

/** Every page of the shop: its plain path, title and the page above it in the breadcrumb. */
export const pages = {
  home: { path: '/', title: m.platform_pageHome, parent: undefined },
  about: { path: '/about', title: m.platform_pageAbout, parent: 'home' },
  aboutContact: { path: '/about/contact', title: m.platform_pageAboutContact, parent: 'about' },
  aboutIntroduce: { path: '/about/introduce', title: m.platform_pageAboutIntroduce, parent: 'about' },
  aboutQualityControl: { path: '/about/quality-control', title: m.platform_pageAboutQualityControl, parent: 'about' },
  aboutExcessInventory: { path: '/about/excess-inventory', title: m.platform_pageAboutExcessInventory, parent: 'about' },
  aboutProcure: { path: '/about/procure', title: m.platform_pageAboutProcure, parent: 'about' },
  bom: { path: '/bom', title: m.platform_pageBom, parent: 'home' },
  bomDetail: { path: '/bom', title: m.platform_pageBomDetail, parent: 'bom' },
  category: { path: '/category', title: m.platform_pageCategory, parent: 'home' },
  categoryDetail: { path: '/category', title: m.platform_pageCategoryDetail, parent: 'category' },
  certification: { path: '/certification', title: m.platform_pageCertification, parent: 'home' },
  companyProfile: { path: '/companyprofile', title: m.platform_pageCompanyProfile, parent: 'home' },
  helpAccountManagement: { path: '/companyprofile/account-management', title: m.platform_pageHelpAccountManagement, parent: 'companyProfile' },
  helpApiInterface: { path: '/companyprofile/api-interface', title: m.platform_pageHelpApiInterface, parent: 'companyProfile' },
  helpCookiesPolicy: { path: '/companyprofile/cookies-policy', title: m.platform_pageHelpCookiesPolicy, parent: 'companyProfile' },
  helpFaqs: { path: '/companyprofile/faqs', title: m.platform_pageHelpFaqs, parent: 'companyProfile' },
  helpHowToBuy: { path: '/companyprofile/how-to-buy', title: m.platform_pageHelpHowToBuy, parent: 'companyProfile' },
  helpOnlineService: { path: '/companyprofile/online-service', title: m.platform_pageHelpOnlineService, parent: 'companyProfile' },
  helpOrderManagement: { path: '/companyprofile/order-management', title: m.platform_pageHelpOrderManagement, parent: 'companyProfile' },
  helpOrderPay: { path: '/companyprofile/order-pay', title: m.platform_pageHelpOrderPay, parent: 'companyProfile' },
  helpOtherQuestions: { path: '/companyprofile/other-questions', title: m.platform_pageHelpOtherQuestions, parent: 'companyProfile' },
  helpPrivacyPolicy: { path: '/companyprofile/privacy-policy', title: m.platform_pageHelpPrivacyPolicy, parent: 'companyProfile' },
  helpRefund: { path: '/companyprofile/refund', title: m.platform_pageHelpRefund, parent: 'companyProfile' },
  helpShippingDelivering: { path: '/companyprofile/shipping-delivering', title: m.platform_pageHelpShippingDelivering, parent: 'companyProfile' },
  helpTermCondition: { path: '/companyprofile/term-condition', title: m.platform_pageHelpTermCondition, parent: 'companyProfile' },
  compare: { path: '/compare', title: m.platform_pageCompare, parent: 'home' },
  contact: { path: '/contact', title: m.platform_pageContact, parent: 'home' },
  exit: { path: '/exit', title: m.platform_pageExit, parent: 'home' },
  featured: { path: '/featured', title: m.platform_pageFeatured, parent: 'home' },
  forgotPassword: { path: '/forgotpassword', title: m.platform_pageForgotPassword, parent: 'login' },
  resetPassword: { path: '/forgotpassword/resetpassword', title: m.platform_pageResetPassword, parent: 'forgotPassword' },
  integrationsApi: { path: '/integrations-api', title: m.platform_pageIntegrationsApi, parent: 'home' },
  integrationsApiSection: { path: '/integrations-api', title: m.platform_pageIntegrationsApiSection, parent: 'integrationsApi' },
  keywords: { path: '/keywords', title: m.platform_pageKeywords, parent: 'home' },
  leadTimeBuy: { path: '/lead-time-buy', title: m.platform_pageLeadTimeBuy, parent: 'home' },
  login: { path: '/login', title: m.platform_pageLogin, parent: 'home' },
  loginValidate: { path: '/login/validate', title: m.platform_pageLoginValidate, parent: 'login' },
  manufacturer: { path: '/manufacturer', title: m.platform_pageManufacturer, parent: 'home' },
  manufacturerDetail: { path: '/manufacturer', title: m.platform_pageManufacturerDetail, parent: 'manufacturer' },
  myAccount: { path: '/myaccount', title: m.platform_pageMyAccount, parent: 'home' },
  accountAddresses: { path: '/myaccount/address-management', title: m.platform_pageAccountAddresses, parent: 'myAccount' },
  accountBomList: { path: '/myaccount/bom-list', title: m.platform_pageAccountBomList, parent: 'myAccount' },
  accountProfile: { path: '/myaccount/my-profile', title: m.platform_pageAccountProfile, parent: 'myAccount' },
  accountNetTerms: { path: '/myaccount/net-terms', title: m.platform_pageAccountNetTerms, parent: 'myAccount' },
  accountOrders: { path: '/myaccount/order-status-history', title: m.platform_pageAccountOrders, parent: 'myAccount' },
  accountOrderDetail: { path: '/myaccount/order-status-history', title: m.platform_pageAccountOrderDetail, parent: 'accountOrders' },
  accountRfqHistory: { path: '/myaccount/rfq-history', title: m.platform_pageAccountRfqHistory, parent: 'myAccount' },
  news: { path: '/news', title: m.platform_pageNews, parent: 'home' },
  newsArticle: { path: '/news', title: m.platform_pageNewsArticle, parent: 'news' },
  register: { path: '/register', title: m.platform_pageRegister, parent: 'home' },
  rfq: { path: '/rfq', title: m.platform_pageRfq, parent: 'home' },
  rfqSuccessful: { path: '/rfq/successful', title: m.platform_pageRfqSuccessful, parent: 'rfq' },
  search: { path: '/s', title: m.platform_pageSearch, parent: 'home' },
  sellYourExcess: { path: '/sell-your-excess', title: m.platform_pageSellYourExcess, parent: 'home' },
  shoppingCart: { path: '/shoppingcart', title: m.platform_pageShoppingCart, parent: 'home' },
  supplierRegistration: { path: '/supplier-registration', title: m.platform_pageSupplierRegistration, parent: 'home' },
  payOrder: { path: '/pay/order', title: m.platform_pagePayOrder, parent: 'shoppingCart' },
  payPayment: { path: '/pay/payment', title: m.platform_pagePayPayment, parent: 'payOrder' },
  paySuccessful: { path: '/pay/successful', title: m.platform_pagePaySuccessful, parent: 'payPayment' },
  productDetail: { path: '/product-detail', title: m.platform_pageProductDetail, parent: 'home' },
  productDetailAlt: { path: '/productdetail', title: m.platform_pageProductDetailAlt, parent: 'home' },
} as const satisfies Record<string, PageEntry>;

export interface PageEntry {
  /** Plain path (no language prefix); detail pages give their index path. */
  path: string;
  title: () => string;
  parent: string | undefined;
}

export type PageKey = keyof typeof pages;

/** The pages from the home page down to `key`, for the breadcrumb. */
export function pageTrail(key: PageKey): PageKey[] {
  const trail: PageKey[] = [];
  for (let current: PageKey | undefined = key; current; current = pages[current].parent as PageKey | undefined) trail.unshift(current);
  return trail;
}
