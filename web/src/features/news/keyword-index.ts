import type { SiteLabel } from '@chipmart/generated/internal/model/index';

/** The index letter of keywords starting with a digit or symbol. */
export const OTHER_INITIAL = '#';

export interface KeywordGroup {
  initial: string;
  labels: SiteLabel[];
}

/** Keywords grouped by their index letter: '#' first, then A to Z; within a letter in the back office's order. */
export function groupKeywords(labels: readonly SiteLabel[]): KeywordGroup[] {
  const groups = new Map<string, SiteLabel[]>();
  for (const label of labels) groups.set(label.initial, [...(groups.get(label.initial) ?? []), label]);
  const order = (initial: string) => (initial === OTHER_INITIAL ? '' : initial);
  return [...groups]
    .sort(([a], [b]) => order(a).localeCompare(order(b)))
    .map(([initial, entries]) => ({ initial, labels: [...entries].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name)) }));
}

/** The id of a letter's section, for the jump links ('#' reads as "other"). */
export const initialAnchor = (initial: string) => `keywords-${initial === OTHER_INITIAL ? 'other' : initial}`;
