import type { UsdPriceBreak } from '../../../platform/db/schema/catalog.ts';
import type { SeedRandom } from '../../../platform/seed-random.ts';
import { roundPrice, weighted, type OfferProfile, type PartDraft } from './part-draft.ts';

export type Packaging = 'Tape & Reel (TR)' | 'Cut Tape (CT)' | 'Tray' | 'Tube' | 'Bulk';

export interface OfferDraft {
  supplierId: number;
  stock: number;
  moq: number;
  increment: number;
  leadTimeDays: number;
  dateCode: string;
  packaging: Packaging;
  priceBreaks: UsdPriceBreak[];
}

/** How fast the unit price falls with quantity: price(q) = price(1) * q^-elasticity. */
const elasticity: Record<OfferProfile, number> = { passive: 0.24, smd: 0.13, tray: 0.08, tube: 0.09, module: 0.05, connector: 0.1 };

const packagingChoices: Record<OfferProfile, ReadonlyArray<readonly [Packaging, number]>> = {
  passive: [['Tape & Reel (TR)', 5], ['Cut Tape (CT)', 4], ['Bulk', 1]],
  smd: [['Tape & Reel (TR)', 5], ['Cut Tape (CT)', 4], ['Tube', 1]],
  tray: [['Tray', 5], ['Tape & Reel (TR)', 3], ['Cut Tape (CT)', 2]],
  tube: [['Tube', 6], ['Bulk', 3]],
  module: [['Tray', 4], ['Tape & Reel (TR)', 3], ['Cut Tape (CT)', 3]],
  connector: [['Bulk', 5], ['Tray', 2], ['Tape & Reel (TR)', 2]],
};

/** MOQ and order multiple of an offer; MOQ is always a multiple of the increment. */
function orderRules(random: SeedRandom, profile: OfferProfile, packaging: Packaging, reel: number): { moq: number; increment: number } {
  switch (packaging) {
    case 'Tape & Reel (TR)':
      return { moq: reel, increment: reel };
    case 'Cut Tape (CT)': {
      if (profile === 'passive') {
        const increment = random.pick([1, 10, 10, 50]);
        return { moq: increment * random.pick([1, 10, 10]) || 10, increment };
      }
      const moq = random.pick([1, 1, 5, 10]);
      return { moq, increment: 1 };
    }
    case 'Tray': {
      if (random.chance(0.6)) return { moq: 1, increment: 1 };
      const tray = random.pick([90, 160, 250, 260, 490]);
      return { moq: tray, increment: tray };
    }
    case 'Tube': {
      if (random.chance(0.6)) return { moq: 1, increment: 1 };
      const tube = random.pick([25, 50, 100]);
      return { moq: tube, increment: tube };
    }
    case 'Bulk': {
      if (profile === 'passive') {
        const bag = random.pick([100, 500, 1000]);
        return { moq: bag, increment: bag };
      }
      const increment = random.pick([1, 1, 5, 10]);
      return { moq: increment * random.pick([1, 2, 10]), increment };
    }
  }
}

/** Quantities at which the price steps down, from the MOQ up; each is a valid order quantity. */
function breakQuantities(random: SeedRandom, moq: number, increment: number): number[] {
  const multipliers = moq === 1 ? [1, 10, 25, 100, 250, 500, 1000, 2500] : [1, 2, 5, 10, 25, 50, 100];
  const count = random.int(3, 6);
  const start = random.chance(0.7) || moq > 1 ? 0 : 1;
  const quantities: number[] = [];
  for (const multiplier of multipliers.slice(start)) {
    const quantity = Math.ceil((moq * multiplier) / increment) * increment;
    if (quantity >= moq && !quantities.includes(quantity)) quantities.push(quantity);
    if (quantities.length === count) break;
  }
  if (quantities[0] !== moq) quantities.unshift(moq);
  return quantities.slice(0, 6);
}

/** Prices that fall with quantity, strictly: a buyer never pays more per piece for ordering more. */
function priceBreaks(listPrice: number, profile: OfferProfile, quantities: number[], supplierFactor: number): UsdPriceBreak[] {
  const breaks: UsdPriceBreak[] = [];
  for (const quantity of quantities) {
    let price = roundPrice(Math.max(listPrice * supplierFactor * quantity ** -elasticity[profile], listPrice * 0.05, 0.00001));
    const previous = breaks.at(-1);
    if (previous && price >= previous.price) price = roundPrice(previous.price * 0.97);
    if (previous && price >= previous.price) price = previous.price - (previous.price >= 1 ? 0.001 : previous.price >= 0.01 ? 0.0001 : 0.00001);
    breaks.push({ num: quantity, price: Math.max(Math.round(price * 1e5) / 1e5, 0.00001) });
  }
  return breaks;
}

/** A manufacturing date code, year and week (2434 is week 34 of 2024), at most two years before the demo's November 2026. */
function dateCode(random: SeedRandom): string {
  const year = random.int(24, 26);
  const week = random.int(1, year === 26 ? 44 : 52);
  return `${year}${String(week).padStart(2, '0')}${random.chance(0.6) ? '+' : ''}`;
}

/** Pieces in stock: some offers are sold out, most hold a few reels or boxes, a few hold a lot. */
function stockFor(random: SeedRandom, increment: number, reel: number): number {
  if (random.chance(0.15)) return 0;
  const scale = weighted(random, [[1, 5], [5, 3], [40, 1]] as const);
  const pieces = Math.round(reel * scale * (0.1 + random.next() * 2));
  return Math.max(increment, Math.floor(pieces / increment) * increment);
}

/** One to four offers from different suppliers (`count` forces how many). */
export function draftOffers(random: SeedRandom, part: PartDraft, supplierIds: readonly number[], count?: number): OfferDraft[] {
  const wanted = count ?? weighted(random, [[1, 2], [2, 4], [3, 3], [4, 1.5]] as const);
  const pool = [...supplierIds];
  const offers: OfferDraft[] = [];
  for (let index = 0; index < wanted && pool.length > 0; index++) {
    const supplierId = pool.splice(random.int(0, pool.length - 1), 1)[0]!;
    const packaging = weighted(random, packagingChoices[part.offer]);
    const { moq, increment } = orderRules(random, part.offer, packaging, part.reel);
    const stock = stockFor(random, increment, part.reel);
    const leadTimeDays = stock > 0 ? random.int(1, 5) : random.pick([10, 14, 21, 28, 42, 56, 84]);
    const quantities = breakQuantities(random, moq, increment);
    offers.push({
      supplierId,
      stock,
      moq,
      increment,
      leadTimeDays,
      dateCode: dateCode(random),
      packaging,
      priceBreaks: priceBreaks(part.unitPrice, part.offer, quantities, 0.88 + random.next() * 0.4),
    });
  }
  return offers;
}

export interface OfferSummary {
  stock: number;
  moq: number;
  increment: number;
  leadTimeDays: number;
  minPriceUsd: number | null;
}

/** The part's listing columns, as GoodsCard defines them: total stock, smallest MOQ (and that offer's multiple), shortest lead time, lowest price at MOQ. */
export function summarizeOffers(offers: readonly OfferDraft[]): OfferSummary {
  let smallest = offers[0]!;
  for (const offer of offers) if (offer.moq < smallest.moq) smallest = offer;
  const prices = offers.flatMap((offer) => (offer.priceBreaks[0] ? [offer.priceBreaks[0].price] : []));
  return {
    stock: offers.reduce((sum, offer) => sum + offer.stock, 0),
    moq: smallest.moq,
    increment: smallest.increment,
    leadTimeDays: Math.min(...offers.map((offer) => offer.leadTimeDays)),
    minPriceUsd: prices.length ? Math.min(...prices) : null,
  };
}
