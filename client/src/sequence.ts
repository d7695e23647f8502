/**
 * Timestamp-style request sequence: milliseconds since the epoch, made strictly
 * increasing so two requests in the same millisecond never share a value.
 */
export function createSequence(now: () => number = Date.now): () => number {
  let last = 0;
  return () => {
    last = Math.max(now(), last + 1);
    return last;
  };
}
