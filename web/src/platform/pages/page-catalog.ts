import { m } from '$paraglide/messages.js';

/** Every page of the shop: its plain path, title and the page above it in the breadcrumb. */
export const pages = {
  home: { path: '/', title: m.page_home, parent: undefined, signInRequired: false },
  about: { path: '/about', title: m.page_about, parent: 'home', signInRequired: false },
  aboutContact: { path: '/about/contact', title: m.page_aboutContact, parent: 'about', signInRequired: false },
  aboutIntroduce: { path: '/about/introduce', title: m.page_aboutIntroduce, parent: 'about', signInRequired: false },
  aboutQualityControl: { path: '/about/quality-control', title: m.page_aboutQualityControl, parent: 'about', signInRequired: false },
  aboutExcessInventory: { path: '/about/excess-inventory', title: m.page_aboutExcessInventory, parent: 'about', signInRequired: false },
  aboutProcure: { path: '/about/procure', title: m.page_aboutProcure, parent: 'about', signInRequired: false },
  bom: { path: '/bom', title: m.page_bom, parent: 'home', signInRequired: true },
  bomDetail: { path: '/bom', title: m.page_bomDetail, parent: 'bom', signInRequired: true },
  category: { path: '/category', title: m.page_category, parent: 'home', signInRequired: false },
  categoryDetail: { path: '/category', title: m.page_categoryDetail, parent: 'category', signInRequired: false },
  certification: { path: '/certification', title: m.page_certification, parent: 'home', signInRequired: false },
  companyProfile: { path: '/companyprofile', title: m.page_companyProfile, parent: 'home', signInRequired: false },
  helpAccountManagement: { path: '/companyprofile/account-management', title: m.page_helpAccountManagement, parent: 'companyProfile', signInRequired: false },
  helpApiInterface: { path: '/companyprofile/api-interface', title: m.page_helpApiInterface, parent: 'companyProfile', signInRequired: false },
  helpCookiesPolicy: { path: '/companyprofile/cookies-policy', title: m.page_helpCookiesPolicy, parent: 'companyProfile', signInRequired: false },
  helpFaqs: { path: '/companyprofile/faqs', title: m.page_helpFaqs, parent: 'companyProfile', signInRequired: false },
  helpHowToBuy: { path: '/companyprofile/how-to-buy', title: m.page_helpHowToBuy, parent: 'companyProfile', signInRequired: false },
  helpOnlineService: { path: '/companyprofile/online-service', title: m.page_helpOnlineService, parent: 'companyProfile', signInRequired: false },
  helpOrderManagement: { path: '/companyprofile/order-management', title: m.page_helpOrderManagement, parent: 'companyProfile', signInRequired: false },
  helpOrderPay: { path: '/companyprofile/order-pay', title: m.page_helpOrderPay, parent: 'companyProfile', signInRequired: false },
  helpOtherQuestions: { path: '/companyprofile/other-questions', title: m.page_helpOtherQuestions, parent: 'companyProfile', signInRequired: false },
  helpPrivacyPolicy: { path: '/companyprofile/privacy-policy', title: m.page_helpPrivacyPolicy, parent: 'companyProfile', signInRequired: false },
  helpRefund: { path: '/companyprofile/refund', title: m.page_helpRefund, parent: 'companyProfile', signInRequired: false },
  helpShippingDelivering: { path: '/companyprofile/shipping-delivering', title: m.page_helpShippingDelivering, parent: 'companyProfile', signInRequired: false },
  helpTermCondition: { path: '/companyprofile/term-condition', title: m.page_helpTermCondition, parent: 'companyProfile', signInRequired: false },
  compare: { path: '/compare', title: m.page_compare, parent: 'home', signInRequired: false },
  contact: { path: '/contact', title: m.page_contact, parent: 'home', signInRequired: false },
  exit: { path: '/exit', title: m.page_exit, parent: 'home', signInRequired: false },
  featured: { path: '/featured', title: m.page_featured, parent: 'home', signInRequired: false },
  forgotPassword: { path: '/forgotpassword', title: m.page_forgotPassword, parent: 'login', signInRequired: false },
  resetPassword: { path: '/forgotpassword/resetpassword', title: m.page_resetPassword, parent: 'forgotPassword', signInRequired: false },
  integrationsApi: { path: '/integrations-api', title: m.page_integrationsApi, parent: 'home', signInRequired: false },
  integrationsApiSection: { path: '/integrations-api', title: m.page_integrationsApiSection, parent: 'integrationsApi', signInRequired: false },
  keywords: { path: '/keywords', title: m.page_keywords, parent: 'home', signInRequired: false },
  leadTimeBuy: { path: '/lead-time-buy', title: m.page_leadTimeBuy, parent: 'home', signInRequired: false },
  login: { path: '/login', title: m.page_login, parent: 'home', signInRequired: false },
  loginValidate: { path: '/login/validate', title: m.page_loginValidate, parent: 'login', signInRequired: false },
  manufacturer: { path: '/manufacturer', title: m.page_manufacturer, parent: 'home', signInRequired: false },
  manufacturerDetail: { path: '/manufacturer', title: m.page_manufacturerDetail, parent: 'manufacturer', signInRequired: false },
  myAccount: { path: '/myaccount', title: m.page_myAccount, parent: 'home', signInRequired: true },
  accountAddresses: { path: '/myaccount/address-management', title: m.page_accountAddresses, parent: 'myAccount', signInRequired: true },
  accountBomList: { path: '/myaccount/bom-list', title: m.page_accountBomList, parent: 'myAccount', signInRequired: true },
  accountProfile: { path: '/myaccount/my-profile', title: m.page_accountProfile, parent: 'myAccount', signInRequired: true },
  accountNetTerms: { path: '/myaccount/net-terms', title: m.page_accountNetTerms, parent: 'myAccount', signInRequired: true },
  accountOrders: { path: '/myaccount/order-status-history', title: m.page_accountOrders, parent: 'myAccount', signInRequired: true },
  accountOrderDetail: { path: '/myaccount/order-status-history', title: m.page_accountOrderDetail, parent: 'accountOrders', signInRequired: true },
  accountRfqHistory: { path: '/myaccount/rfq-history', title: m.page_accountRfqHistory, parent: 'myAccount', signInRequired: true },
  news: { path: '/news', title: m.page_news, parent: 'home', signInRequired: false },
  newsArticle: { path: '/news', title: m.page_newsArticle, parent: 'news', signInRequired: false },
  register: { path: '/register', title: m.page_register, parent: 'home', signInRequired: false },
  rfq: { path: '/rfq', title: m.page_rfq, parent: 'home', signInRequired: false },
  rfqSuccessful: { path: '/rfq/successful', title: m.page_rfqSuccessful, parent: 'rfq', signInRequired: false },
  search: { path: '/s', title: m.page_search, parent: 'home', signInRequired: false },
  sellYourExcess: { path: '/sell-your-excess', title: m.page_sellYourExcess, parent: 'home', signInRequired: false },
  shoppingCart: { path: '/shoppingcart', title: m.page_shoppingCart, parent: 'home', signInRequired: true },
  supplierRegistration: { path: '/supplier-registration', title: m.page_supplierRegistration, parent: 'home', signInRequired: false },
  payOrder: { path: '/pay/order', title: m.page_payOrder, parent: 'shoppingCart', signInRequired: true },
  payPayment: { path: '/pay/payment', title: m.page_payPayment, parent: 'payOrder', signInRequired: true },
  paySuccessful: { path: '/pay/successful', title: m.page_paySuccessful, parent: 'payPayment', signInRequired: true },
  productDetail: { path: '/product-detail', title: m.page_productDetail, parent: 'home', signInRequired: false },
  productDetailAlt: { path: '/productdetail', title: m.page_productDetailAlt, parent: 'home', signInRequired: false },
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
