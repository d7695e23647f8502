import { variantConfig } from '@variant-rules/config.ts';
import type { PageKey } from '@/platform/pages/page-catalog.ts';

/** The pages whose body is a content page kept on the server, and that page's key (`config/getPage/{pageKey}`). */
export const CONTENT_PAGE_KEYS = {
  aboutIntroduce: 'about-introduce',
  aboutQualityControl: 'quality-control',
  aboutExcessInventory: 'excess-inventory',
  aboutProcure: 'procure',
  certification: 'certification',
  companyProfile: 'help-center',
  helpAccountManagement: 'account-management',
  helpApiInterface: 'api-interface',
  helpCookiesPolicy: 'cookies-policy',
  helpFaqs: 'faqs',
  helpHowToBuy: 'how-to-buy',
  helpOnlineService: 'online-service',
  helpOrderManagement: 'order-management',
  helpOrderPay: 'order-pay',
  helpOtherQuestions: 'other-questions',
  helpPrivacyPolicy: 'privacy-policy',
  helpRefund: 'refund',
  helpShippingDelivering: 'shipping-delivering',
  helpTermCondition: 'term-condition',
} as const satisfies Partial<Record<PageKey, string>>;

export type ContentPageKey = keyof typeof CONTENT_PAGE_KEYS;

/** The two groups of pages a side navigation leads through. */
export type ContentSection = 'about' | 'help';

const SUPPLY_PAGES: PageKey[] = ['aboutExcessInventory', 'aboutProcure'];

const SECTION_PAGES: Record<ContentSection, PageKey[]> = {
  about: ['about', 'aboutIntroduce', 'aboutQualityControl', 'certification', 'aboutExcessInventory', 'aboutProcure', 'aboutContact'],
  help: [
    'companyProfile',
    'helpHowToBuy',
    'helpOrderPay',
    'helpOrderManagement',
    'helpShippingDelivering',
    'helpRefund',
    'helpFaqs',
    'helpAccountManagement',
    'helpApiInterface',
    'helpOnlineService',
    'helpOtherQuestions',
    'helpTermCondition',
    'helpPrivacyPolicy',
    'helpCookiesPolicy',
  ],
};

/** The pages of a section this site has: excess inventory and procurement only where the brand runs those services. */
export function sectionPages(section: ContentSection, hasSupplyPages = variantConfig.hasSupplyPages): PageKey[] {
  return SECTION_PAGES[section].filter((key) => hasSupplyPages || !SUPPLY_PAGES.includes(key));
}

/** The section a page belongs to. */
export function sectionOf(page: PageKey): ContentSection {
  return SECTION_PAGES.help.includes(page) ? 'help' : 'about';
}
