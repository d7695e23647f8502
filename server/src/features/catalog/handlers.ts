import type { Handlers } from '../../shared/http/handler.ts';
import { searchHandlers } from '../search/handlers.ts';
import { categoryHandlers } from './categories.ts';
import { categoryListingHandlers } from './category-listing.ts';
import { goodsDetailHandlers } from './goods-detail.ts';
import { homeContentHandlers } from './home-content.ts';
import { manufacturerHandlers } from './manufacturers.ts';
import { relatedBlogHandlers } from '../site/related-blogs.ts';

/** The catalog tag: categories, manufacturers, parts, search and the home page blocks. */
export const catalogHandlers: Handlers = {
  ...categoryHandlers,
  ...categoryListingHandlers,
  ...manufacturerHandlers,
  ...goodsDetailHandlers,
  ...relatedBlogHandlers,
  ...homeContentHandlers,
  ...searchHandlers,
};
