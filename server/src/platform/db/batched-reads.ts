/**
 * Reads by key gathered over one turn of the event loop and made as one
 * statement. Under load the requests parsed in one turn share a round trip
 * to the database, and its per-statement cost, instead of taking one each;
 * alone, a read waits only for the rest of its turn. Nothing is kept: every
 * read still goes to the database.
 */
export class BatchedReads<Key, Value> {
  #waiting = new Map<Key, Array<{ resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }>>();

  /**
   * @param readMany reads the values of these keys (distinct, at most `maxKeys`); a key it leaves out has no value.
   */
  constructor(
    private readonly readMany: (keys: Key[]) => Promise<Map<Key, Value>>,
    private readonly maxKeys = 100,
  ) {}

  get(key: Key): Promise<Value | undefined> {
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) setImmediate(() => this.#flush());
      const readers = this.#waiting.get(key);
      if (readers) readers.push({ resolve, reject });
      else this.#waiting.set(key, [{ resolve, reject }]);
    });
  }

  #flush(): void {
    const waiting = [...this.#waiting];
    this.#waiting = new Map();
    for (let start = 0; start < waiting.length; start += this.maxKeys) {
      const batch = waiting.slice(start, start + this.maxKeys);
      this.readMany(batch.map(([key]) => key)).then(
        (values) => {
          for (const [key, readers] of batch) for (const reader of readers) reader.resolve(values.get(key));
        },
        (error: unknown) => {
          for (const [, readers] of batch) for (const reader of readers) reader.reject(error);
        },
      );
    }
  }
}
