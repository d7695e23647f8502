import type { SearchGoodsParams } from '@chipmart/generated/internal/model/index';
import { z } from 'zod/mini';
import { SEARCH_PAGE_SIZE } from '@/constants.ts';

/** A shared link may carry one value where a list is expected (`?manufacturer=8`): read it as a list of one. */
const idList = z.catch(
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === undefined || Array.isArray(value) ? value : [value])),
      z.array(z.coerce.number().check(z.int(), z.positive())).check(z.maxLength(50)),
    ),
  ),
  undefined,
);

/**
 * The /s page's state in its URL, so a filtered search can be shared and
 * reloaded. The router reads `?keywords=358` as a number, hence the coercion;
 * anything malformed is dropped rather than failing the page.
 */
export const searchPageSearch = z.object({
  keywords: z.catch(z.optional(z.coerce.string().check(z.trim(), z.maxLength(100))), undefined),
  manufacturer: idList,
  category: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  in_stock: z.catch(z.optional(z.boolean()), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
});

export type SearchPageSearch = z.output<typeof searchPageSearch>;

/** The search call for the URL's state; undefined when there is nothing to search for. */
export function searchGoodsParams(search: SearchPageSearch): SearchGoodsParams | undefined {
  if (!search.keywords) return undefined;
  return {
    keywords: search.keywords,
    page: search.page ?? 1,
    page_size: SEARCH_PAGE_SIZE,
    ...(search.manufacturer?.length ? { manufacturer_ids: search.manufacturer } : {}),
    ...(search.category ? { category_id: search.category } : {}),
    ...(search.in_stock ? { in_stock_only: true } : {}),
  };
}

/** Whether anything narrows the results beyond the keywords. */
export const isFiltered = (search: SearchPageSearch) => Boolean(search.manufacturer?.length || search.category || search.in_stock);
