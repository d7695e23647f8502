import type { Handlers } from '../../shared/http/handler.ts';
import { listChinaRegions } from './china-regions.ts';
import { getCurrencyList } from './currency-list.ts';
import { sendFeedback } from './feedback.ts';
import { getNewsDetail } from './news-detail.ts';
import { listNews, listNewsTags } from './news-list.ts';
import { getCountryOptions, getSelectOptions, getSiteLabels } from './options.ts';
import { listShippingOptions } from './shipping.ts';
import { getContentPage, getPageSeo, getSiteConfig, listLanguages } from './site-config.ts';
import { subscribeNewsletter } from './subscribe.ts';

/** The site calls: config, languages, SEO, content pages, news, options, labels, shipping, currencies, feedback, newsletter, China regions. */
export const siteHandlers: Handlers = {
  getSiteConfig,
  listLanguages,
  getPageSeo,
  getContentPage,
  listNews,
  getNewsDetail,
  listNewsTags,
  getCountryOptions,
  getSelectOptions,
  getSiteLabels,
  listShippingOptions,
  getCurrencyList,
  sendFeedback,
  subscribeNewsletter,
  listChinaRegions,
};
