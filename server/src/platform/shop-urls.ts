/** Shop paths of catalog pages (the web app's routes). */
export const goodsPageUrl = (goodsId: number) => `/product-detail/${goodsId}`;
export const categoryPageUrl = (categoryId: number) => `/category/${categoryId}`;
export const manufacturerPageUrl = (manufacturerId: number) => `/manufacturer/${manufacturerId}`;
export const newsPageUrl = (newsId: number) => `/news/${newsId}`;
