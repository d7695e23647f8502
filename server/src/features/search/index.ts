/** Part-number search and the header's type-ahead, on the narrow key-ordered goods_search table (ADR 0009). */
import type { SearchDeps } from './deps.ts';
import { searchHandlers } from './handlers.ts';

export type { SearchDeps } from './deps.ts';
export { findPartIds } from './find-parts.ts';

export function createSearchFeature(deps: SearchDeps) {
  return { handlers: searchHandlers(deps) };
}
