/**
 * Readers for a page's URL search params, used as the routes' `validateSearch`.
 *
 * The route tree loads on every page, so this stays a few small functions
 * rather than a schema library (see docs/decisions/0028). The router hands
 * over an already parsed object: `?page=2` arrives as the number 2,
 * `?stock=true` as the boolean true, `?keywords=LM358` as text. Each field is
 * read on its own and a malformed value is dropped (left out) rather than
 * failing the page, so a hand-edited or stale shared link still opens.
 */

/** Reads one search value: the value the page uses, or undefined when it is missing or malformed. */
export type FieldReader<T> = (value: unknown) => T | undefined;

export interface TextRule {
  /** Strip surrounding spaces before the length and pattern checks. */
  trim?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /**
   * Read a number or flag the router parsed from the URL back as text
   * (`?keywords=358` means the text "358"). Off for values that are only ever
   * text, such as a return address.
   */
  coerce?: boolean;
}

/** Text, optionally trimmed, within a length and matching a pattern. */
export function text({ trim = false, min = 0, max = Infinity, pattern, coerce = true }: TextRule = {}): FieldReader<string> {
  return (value) => {
    const raw = typeof value === 'string' ? value : coerce && isScalar(value) ? String(value) : undefined;
    if (raw === undefined) return undefined;
    const result = trim ? raw.trim() : raw;
    if (result.length < min || result.length > max) return undefined;
    return pattern && !pattern.test(result) ? undefined : result;
  };
}

const isScalar = (value: unknown): value is number | boolean => (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

export interface IntegerRule {
  /** The least accepted value; 1 unless told, as ids and page numbers are. */
  min?: number;
  max?: number;
}

/** A whole number within bounds, from a number or from digits written as text (`?page="2"`, `?page=02`). */
export function integer({ min = 1, max = Number.MAX_SAFE_INTEGER }: IntegerRule = {}): FieldReader<number> {
  return (value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
    return number !== undefined && Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
  };
}

/** A yes/no switch: only a real boolean, as the router parses `?stock=true`; "yes" or 1 is dropped. */
export function flag(): FieldReader<boolean> {
  return (value) => (typeof value === 'boolean' ? value : undefined);
}

/** One of a fixed set of values, such as a sort order or a tab name. */
export function oneOf<const T extends string>(values: readonly T[]): FieldReader<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

/**
 * A list of items. A link may carry one value where a list is expected
 * (`?mfr=9`): it is read as a list of one. One bad item or more items than
 * `max` drops the whole list, so a page never shows half of a broken filter.
 */
export function listOf<T>(item: FieldReader<T>, { max = 100 }: { max?: number } = {}): FieldReader<T[]> {
  return (value) => {
    const values = Array.isArray(value) ? value : [value];
    if (value === undefined || values.length > max) return undefined;
    const items = values.map(item);
    return items.every((entry) => entry !== undefined) ? (items as T[]) : undefined;
  };
}

type Fields = Record<string, FieldReader<unknown>>;

/** What a set of readers gives: every field optional, with its reader's type. */
export type SearchValues<F extends Fields> = { [K in keyof F]?: F[K] extends FieldReader<infer T> ? T | undefined : never };

/** The values a search reader (the result of `searchSchema`) gives a page. */
export type SearchOutput<S extends (input: Record<string, unknown>) => unknown> = ReturnType<S>;

/**
 * A page's search reader: each field read by its reader; missing, malformed
 * and unknown keys are left out, so the page's URL only keeps what it understands.
 */
export function searchSchema<F extends Fields>(fields: F): (input: Record<string, unknown>) => SearchValues<F> {
  return (input) => {
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(fields)) {
      const value = Object.hasOwn(input, key) ? read(input[key]) : undefined;
      if (value !== undefined) result[key] = value;
    }
    return result as SearchValues<F>;
  };
}
