/** A name with a count after it, "MLCC (546)": figures, not words, so the same in every language. */
export const withCount = (label: string, count: string) => `${label} (${count})`;
