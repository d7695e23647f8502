/** A gap between page numbers that are not shown. */
export const GAP = 'gap' as const;

/**
 * The page numbers a pager shows: always the first and last page, and the
 * pages around the current one; skipped runs become one gap.
 */
export function pageWindow(current: number, last: number, around = 2): (number | typeof GAP)[] {
  const shown = new Set([1, last]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= last) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page - previous === 1) return [page];
    // A gap of one page is shown as that page: a number is as short as the gap mark.
    return page - previous === 2 ? [page - 1, page] : [GAP, page];
  });
}

/** The last page that exists for a total, at least 1. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
