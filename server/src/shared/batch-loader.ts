/**
 * Collects the keys asked for until the event loop turns (every card of a list resolving the same
 * field) and reads them in one call; each asker gets its key's value, or `missing` when the read has
 * none. A failed read rejects every asker of that batch. One loader per request (createContextCache).
 */
export class BatchLoader<K, V> {
  private pending: Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]> | null = null;

  constructor(
    private readonly read: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: V,
  ) {}

  load(key: K): Promise<V> {
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = new Map();
        setImmediate(() => this.flush());
      }
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
    });
  }

  private flush(): void {
    const batch = this.pending!;
    this.pending = null;
    this.read([...batch.keys()]).then(
      (values) => {
        for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(values.get(key) ?? this.missing);
      },
      (error: unknown) => {
        for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
      },
    );
  }
}
