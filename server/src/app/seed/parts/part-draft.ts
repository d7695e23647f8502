import type { SeedRandom } from '../../../platform/seed-random.ts';

/** How a part is packed and sold, which decides its offers' packaging, reel size, MOQ and price breaks. */
export type OfferProfile =
  /** Chip resistors, MLCCs: sold by the reel or cut tape, fractions of a cent. */
  | 'passive'
  /** SMD discretes and small ICs on tape: SOT-23, SOD-123, SOIC-8. */
  | 'smd'
  /** Larger ICs in trays or on reels: QFP, QFN, BGA. */
  | 'tray'
  /** Through-hole parts in tubes: DIP, TO-220. */
  | 'tube'
  /** Modules and sensors sold in small quantities. */
  | 'module'
  /** Connectors: bulk bags, trays or reels. */
  | 'connector';

/** A part as a family generator describes it, before it gets an id and offers. */
export interface PartDraft {
  partNumber: string;
  /** Manufacturer slug (see manufacturer-profiles.ts). */
  manufacturer: string;
  /** A leaf category id. */
  categoryId: number;
  package: string;
  description: string;
  parameters: Record<string, string>;
  datasheetUrl: string | null;
  /** 0 active, 1 NRND, 2 last time buy, 3 obsolete; drawn when absent. */
  lifecycle?: 0 | 1 | 2 | 3;
  /** 0 compliant, 1 not compliant, 2 unknown (the schema's codes); compliant when absent. */
  rohs?: 0 | 1 | 2;
  msl?: string | null;
  eccn?: string | null;
  htsCode?: string | null;
  /** List price in USD for a single piece (small quantity); breaks fall from it. */
  unitPrice: number;
  offer: OfferProfile;
  /** Pieces on a full reel (or in a tray/tube box for other profiles). */
  reel: number;
}

export interface PartFamily {
  /** Short name used in logs and to derive the family's random stream. */
  key: string;
  /** Share of generated parts relative to other families. */
  weight: number;
  generate: (random: SeedRandom) => PartDraft;
}

/** Picks by weight: entries are [value, weight]. */
export function weighted<T>(random: SeedRandom, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

/** A price with realistic precision: 0.0123 -> 0.0123, 1.23456 -> 1.235. */
export function roundPrice(value: number): number {
  if (value >= 100) return Math.round(value * 100) / 100;
  if (value >= 1) return Math.round(value * 1000) / 1000;
  if (value >= 0.01) return Math.round(value * 10000) / 10000;
  return Math.round(value * 100000) / 100000;
}

/** Spreads a base price by up to ±spread (0.2 = ±20%). */
export function jitter(random: SeedRandom, base: number, spread = 0.2): number {
  return base * (1 - spread + random.next() * spread * 2);
}
