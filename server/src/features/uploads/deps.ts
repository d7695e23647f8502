import type { RateLimiter } from '../../platform/http/rate-limit.ts';

/** What the uploads feature is built from. */
export interface UploadsDeps {
  rateLimiter: RateLimiter;
  /**
   * The column mapping ({ part_number_column: 0, … }) the buyer chose when they
   * last uploaded a BOM with this header row, or null (the BOM feature keeps it).
   */
  rememberedMapping: (userId: number, headerCells: readonly string[]) => Promise<Record<string, number> | null>;
}
