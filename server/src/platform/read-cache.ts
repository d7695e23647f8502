/**
 * A small in-process cache for hot catalog reads (the product page's part
 * with its offers). Entries live `ttlMs` and at most `maxEntries` are kept
 * (the oldest go first); concurrent misses for one key share one load. What
 * it serves can be up to `ttlMs` old: see docs/decisions/0023-product-read-cache.md.
 */
export class ReadCache<Key, Value> {
  readonly #entries = new Map<Key, { expires: number; value: Promise<Value> }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  get(key: Key, load: () => Promise<Value>): Promise<Value> {
    if (this.options.ttlMs <= 0) return load();
    const now = (this.options.now ?? Date.now)();
    const cached = this.#entries.get(key);
    if (cached && cached.expires > now) return cached.value;
    if (cached) this.#entries.delete(key);
    const value = load();
    this.#entries.set(key, { expires: now + this.options.ttlMs, value });
    // A failed load is not remembered.
    value.catch(() => this.#entries.get(key)?.value === value && this.#entries.delete(key));
    while (this.#entries.size > this.options.maxEntries) this.#entries.delete(this.#entries.keys().next().value as Key);
    return value;
  }

  /** Forgets one key (after a write to it), or everything. */
  forget(key?: Key): void {
    if (key === undefined) this.#entries.clear();
    else this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
