import { partNumberKey } from '../../../platform/search-keys.ts';
import type { SeedRandom } from '../../../platform/seed-random.ts';
import { canonicalParts } from './canonical-parts.ts';
import { discreteFamilies } from './families-discretes.ts';
import { icFamilies } from './families-ics.ts';
import { mcuFamilies } from './families-mcu.ts';
import { otherFamilies } from './families-other.ts';
import { passiveFamilies } from './families-passives.ts';
import { weighted, type PartDraft, type PartFamily } from './part-draft.ts';

export const allFamilies: readonly PartFamily[] = [...mcuFamilies, ...icFamilies, ...passiveFamilies, ...discreteFamilies, ...otherFamilies];

/** A generated or canonical part with the figures that are not the family's business. */
export interface GeneratedPart {
  draft: PartDraft;
  canonical: boolean;
  featured: boolean;
  popularity: number;
  lifecycle: 0 | 1 | 2 | 3;
  rohs: 0 | 1 | 2;
}

/**
 * Remembers which part-number keys are taken in 53-bit hashes rather than
 * strings, to stay small at a million parts. A hash collision only makes the
 * generator skip a part number that was in fact free, never admit a duplicate.
 */
class TakenKeys {
  private readonly hashes = new Set<number>();

  private hash(key: string): number {
    let first = 0x811c9dc5;
    let second = 0x01000193;
    for (let index = 0; index < key.length; index++) {
      const code = key.charCodeAt(index);
      first = Math.imul(first ^ code, 0x01000193) >>> 0;
      second = Math.imul(second ^ code, 0x5bd1e995) >>> 0;
    }
    return first * 0x200000 + (second & 0x1fffff);
  }

  /** Takes the key; false when it was taken already. */
  take(key: string): boolean {
    const hash = this.hash(key);
    if (this.hashes.has(hash)) return false;
    this.hashes.add(hash);
    return true;
  }
}

/** Featured parts among the generated ones (the canonical list marks its own). */
const FEATURED_GENERATED = 12;
/** Attempts in a row that may produce taken part numbers before a family counts as used up. */
const EXHAUSTED_AFTER = 60;

/**
 * Yields the canonical parts, then generated parts until `total` parts
 * exist (or every family's part-number space is used up), one at a time so a
 * million parts never sit in memory together.
 */
export function* generateParts(random: SeedRandom, total: number, onExhausted?: (family: string) => void): Generator<GeneratedPart> {
  const taken = new TakenKeys();
  const traits = random.fork('traits');
  for (const [index, part] of canonicalParts.entries()) {
    if (!taken.take(partNumberKey(part.partNumber))) throw new Error(`Canonical part listed twice: ${part.partNumber}`);
    const { featured, ...draft } = part;
    yield { draft, canonical: true, featured, popularity: 100_000 - index * 1_000, lifecycle: part.lifecycle ?? 0, rohs: part.rohs ?? 0 };
  }

  const toGenerate = Math.max(0, total - canonicalParts.length);
  const featuredAt = new Set<number>();
  const featureRandom = random.fork('featured');
  while (featuredAt.size < Math.min(FEATURED_GENERATED, toGenerate)) featuredAt.add(featureRandom.int(0, Math.min(toGenerate, 5_000) - 1));

  const familyPicker = random.fork('families');
  const pool = allFamilies.map((family) => ({ family, random: random.fork(`family:${family.key}`), misses: 0 }));
  let choices: ReadonlyArray<readonly [(typeof pool)[number], number]> | undefined;
  for (let generated = 0; generated < toGenerate && pool.length > 0; ) {
    if (!choices) choices = pool.map((candidate) => [candidate, candidate.family.weight] as const);
    const entry = weighted(familyPicker, choices);
    const draft = entry.family.generate(entry.random);
    if (!taken.take(partNumberKey(draft.partNumber))) {
      entry.misses += 1;
      if (entry.misses >= EXHAUSTED_AFTER) {
        pool.splice(pool.indexOf(entry), 1);
        choices = undefined;
        onExhausted?.(entry.family.key);
      }
      continue;
    }
    entry.misses = 0;
    yield {
      draft,
      canonical: false,
      featured: featuredAt.has(generated),
      // Most parts are rarely looked at; a few are popular.
      popularity: Math.floor(20_000 * traits.next() ** 6),
      lifecycle: draft.lifecycle ?? weighted(traits, [[0, 85], [1, 7], [2, 3], [3, 5]] as const),
      rohs: draft.rohs ?? weighted(traits, [[0, 93], [2, 5], [1, 2]] as const),
    };
    generated += 1;
  }
}
