/**
 * The answers of recent address searches, per tenant: customers typing the same streets ask the same prefixes
 * ("Her", "Here", "Heres") again and again, each keystroke a call (docs/decisions/057-throughput.md). An answer depends
 * only on the index, the query and the tenant as in force (its location ranks, its own places are offered), so a cache
 * per tenant object (a new configuration version is a new object) inside a cache per index (a reload starts an empty
 * one) never answers from what has changed. The least recently asked query goes first when one is full.
 */

/** Queries kept per tenant: about 5 MB at most (ten suggestions and their JSON are a few kB). */
export const searchCacheEntries = 1000;

export class SearchCache<Tenant extends object, Answer> {
  private byTenant = new WeakMap<Tenant, Map<string, Answer>>();
  private readonly entries: number;

  constructor(entries = searchCacheEntries) {
    this.entries = entries;
  }

  /** The kept answer to `key` of this tenant, else `search`'s, kept. */
  answer(tenant: Tenant, key: string, search: () => Answer): Answer {
    let answers = this.byTenant.get(tenant);
    if (!answers) this.byTenant.set(tenant, (answers = new Map()));
    const kept = answers.get(key);
    if (kept !== undefined) {
      // A Map iterates in insertion order: asked again, it moves to the end, the last to go.
      answers.delete(key);
      answers.set(key, kept);
      return kept;
    }
    const found = search();
    if (this.entries === 0) return found;
    if (answers.size >= this.entries) answers.delete(answers.keys().next().value!);
    answers.set(key, found);
    return found;
  }

  /** Forgets every answer: the index they came from is replaced. */
  clear(): void {
    this.byTenant = new WeakMap();
  }
}
