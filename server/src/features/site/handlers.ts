import type { Handlers } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { listChinaRegions } from './china-regions.ts';
import { getCurrencyList } from './currency-list.ts';
import type { SiteDeps } from './deps.ts';
import { sendFeedback } from './feedback.ts';
import { getNewsDetail } from './news-detail.ts';
import { listNews, listNewsTags } from './news-list.ts';
import { getCountryOptions, getSelectOptions, getSiteLabels } from './options.ts';
import { relatedBlogHandlers } from './related-blogs.ts';
import { listShippingOptions } from './shipping.ts';
import { getContentPage, getPageSeo, getSiteConfig, listLanguages } from './site-config.ts';
import { subscribeNewsletter } from './subscribe.ts';

/**
 * The site calls: config, languages, SEO, content pages, news (and the news
 * about a part), options, labels, shipping, currencies, feedback, newsletter,
 * China regions.
 */
export const siteHandlers = (deps: SiteDeps): Handlers<AuthUser> => ({
  getSiteConfig: getSiteConfig(deps),
  listLanguages: listLanguages(deps),
  getPageSeo: getPageSeo(deps),
  getContentPage: getContentPage(deps),
  listNews: listNews(deps),
  getNewsDetail: getNewsDetail(deps),
  listNewsTags: listNewsTags(deps),
  ...relatedBlogHandlers(deps),
  getCountryOptions: getCountryOptions(deps),
  getSelectOptions: getSelectOptions(deps),
  getSiteLabels: getSiteLabels(deps),
  listShippingOptions: listShippingOptions(deps),
  getCurrencyList: getCurrencyList(deps),
  sendFeedback: sendFeedback(deps),
  subscribeNewsletter: subscribeNewsletter(deps),
  listChinaRegions: listChinaRegions(deps),
});
