import { EncodedText } from "../http/compression";

/**
 * Answers computed from one nurse's rows (a calendar month), kept in memory
 * until any of those rows changes. Changes are learnt from the database itself
 * (triggers NOTIFY on every write to the tables behind the answers, from any
 * instance or script) and from this instance's own writes (evicted before the
 * answer to the write goes out, so a nurse always reads what she just wrote).
 *
 * A read that raced with a write must not store what it read before the write:
 * every eviction bumps the user's generation, and a value is stored only if the
 * generation it was read under is still current.
 */
export class UserDataCache {
  private readonly entries = new Map<string, { userId: string; value: unknown }>();
  /** Answers made of several nurses' entries (the friends month), reused while made of the same ones. */
  readonly composed: ComposedAnswers;
  private readonly generations = new Map<string, number>();
  /** Loads under way, by entry: joined by a miss under the same generation. */
  private readonly loading = new Map<string, { generation: number; value: Promise<unknown> }>();
  /** Off while the change feed is down: nothing is served from memory then. */
  private enabled = true;

  constructor(private readonly maxEntries = 5_000) {
    this.composed = new ComposedAnswers(maxEntries > 0 ? 32 * 1024 * 1024 : 0);
  }

  generation(userId: string): number {
    return this.generations.get(userId) ?? 0;
  }

  get<V>(userId: string, key: string): V | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(`${userId}|${key}`);
    if (!hit) return undefined;
    // Most recently used goes last (the Map keeps insertion order).
    this.entries.delete(`${userId}|${key}`);
    this.entries.set(`${userId}|${key}`, hit);
    return hit.value as V;
  }

  /** Stores a value read under `generation`, unless the user's data changed since. */
  set(userId: string, key: string, value: unknown, generation: number): void {
    if (!this.enabled || this.generation(userId) !== generation) return;
    this.entries.set(`${userId}|${key}`, { userId, value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * Read through: the cached value, or `load()` stored under the current generation. Misses at the same time share
   * one load while her data has not changed since it began: after a write evicts her month, fifty phones asking for
   * it cost the database one query, not fifty (the month's p99 while a rotation is applied, decision 044). A read
   * after her own write never joins a load begun before it (the write moved the generation on).
   */
  async getOrLoad<V>(userId: string, key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get<V>(userId, key);
    if (hit !== undefined) return hit;
    const generation = this.generation(userId);
    // With the cache off (CACHE_ANSWERS=0, or the change feed down) every read is the database's own.
    if (!this.enabled || this.maxEntries === 0) return load();
    const id = `${userId}|${key}`;
    const running = this.loading.get(id);
    if (running?.generation === generation) return running.value as Promise<V>;
    const value = load().then((loaded) => {
      this.set(userId, key, loaded, generation);
      return loaded;
    });
    this.loading.set(id, { generation, value });
    const forget = () => {
      if (this.loading.get(id)?.value === value) this.loading.delete(id);
    };
    value.then(forget, forget);
    return value;
  }

  evictUser(userId: string): void {
    this.generations.set(userId, this.generation(userId) + 1);
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  /** The change feed is (back) up or down: start from nothing either way. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.entries.clear();
    this.composed.clear();
    this.generations.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Answers put together from several nurses' kept entries (the friends month:
 * hers and her colleagues'), kept per asker and reused only while made of the
 * very same parts: the same links and, for each nurse, the same entry object.
 * Any change to a nurse's rows evicts her entry and the next read makes a new
 * one, so a kept answer can never be stale, only unused. Kept to a number of
 * bytes, oldest out first: one answer is ~140 KB. Reuse saves putting the text
 * together, its UTF-8 bytes and its compression on every load (measured at 50
 * connections: two thirds of the server's time on that route went there).
 */
export class ComposedAnswers {
  private readonly answers = new Map<string, { parts: readonly unknown[]; text: EncodedText; bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** `T`: what the composed text is the JSON of (the caller writes it, so the caller says). */
  get<T>(key: string, parts: readonly unknown[], compose: () => string): EncodedText<T> {
    const kept = this.answers.get(key);
    if (kept) {
      this.answers.delete(key);
      if (kept.parts.length === parts.length && kept.parts.every((part, i) => part === parts[i])) {
        this.answers.set(key, kept);
        return kept.text as EncodedText<T>;
      }
      this.bytes -= kept.bytes;
    }
    const text = new EncodedText<T>(compose());
    // The string (up to two bytes a character) and its UTF-8 bytes; the compressed forms are small beside them.
    const bytes = text.text.length * 3;
    if (bytes > this.maxBytes) return text;
    this.answers.set(key, { parts, text, bytes });
    this.bytes += bytes;
    for (const [oldest, answer] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= answer.bytes;
    }
    return text;
  }

  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }
}

/** The channel the database triggers notify, with the user id as payload. */
export const USER_DATA_CHANNEL = "nv_user_data";

/**
 * A JSON answer built from cached rows for one moment (a day, a minute), kept
 * beside the rows until the moment or the rows change: a reload costs a lookup,
 * not a view per row and a JSON.stringify (a 50-row list cost ~0.3 ms of the
 * server's thread that way). The rows are loaded through the cache as usual.
 */
export async function cachedAnswer<R, V>(
  cache: UserDataCache,
  userId: string,
  key: string,
  load: () => Promise<R>,
  moment: string,
  view: (rows: R) => V,
): Promise<EncodedText<V>> {
  const entry = await cache.getOrLoad(userId, key, async () => ({
    rows: await load(),
    answer: undefined as { moment: string; text: EncodedText<V> } | undefined,
  }));
  if (entry.answer?.moment !== moment) entry.answer = { moment, text: new EncodedText(JSON.stringify(view(entry.rows))) };
  return entry.answer.text;
}
