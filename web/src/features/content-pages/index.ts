// The about, certification and help pages whose text the server keeps: the page, its side navigation, its loader and head.
export { ContentPage, ContentSectionLayout } from './ContentPage.tsx';
export { loadContentPage } from './content-queries.ts';
export { contentPageSeo } from './content-page-seo.ts';
