/**
 * Bills of materials: uploading a buyer's spreadsheet, matching every line
 * against the catalog by two keys (ADR 87), the buyer's corrections, and
 * exporting the result.
 */
import { rememberedMapping } from './column-mappings.ts';
import type { BomDeps } from './deps.ts';
import { bomHandlers } from './handlers.ts';

export type { BomDeps } from './deps.ts';

export function createBomFeature(deps: BomDeps) {
  return {
    handlers: bomHandlers(deps),
    /** For the spreadsheet preview: the columns this buyer mapped for this header before. */
    rememberedMapping: (userId: number, headerCells: readonly string[]) => rememberedMapping(deps.db, userId, headerCells),
  };
}
