// News and the content pages around it (featured parts, keywords, lead-time buy): pages, loaders, URL parameters and SEO.
export { FeaturedPage } from './FeaturedPage.tsx';
export { KeywordsPage } from './KeywordsPage.tsx';
export { LeadTimeBuyPage } from './LeadTimeBuyPage.tsx';
export { NewsArticlePage } from './NewsArticlePage.tsx';
export { NewsListPage } from './NewsListPage.tsx';
export { LEAD_TIME_PAGE_KEY } from './lead-time.ts';
export { loadNewsArticle, loadPageSeo } from './news-queries.ts';
export { leadTimeSearch, newsListSearch, pagedSearch } from './news-search.ts';
export { newsArticleSeo } from './news-seo.ts';
