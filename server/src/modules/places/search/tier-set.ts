/**
 * The lowest match tier per id (street, name group, city) of one search: typed arrays sized for
 * every id, emptied in constant time by a new stamp, so a search allocates nothing per candidate.
 * Searches run one at a time (synchronously), so each index keeps a few of these for reuse.
 */
export class TierSet {
  private readonly tiers: Uint16Array;
  private readonly stamps: Uint32Array;
  private stamp = 1;
  private lowestTier = Infinity;
  /** The ids in the set, in the order they were first added: ids[0 … size). */
  readonly ids: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.tiers = new Uint16Array(capacity);
    this.stamps = new Uint32Array(capacity);
    this.ids = new Int32Array(capacity);
  }

  clear(): void {
    this.size = 0;
    this.lowestTier = Infinity;
    if (++this.stamp <= 0xffffffff) return;
    // Once in four billion searches the stamps wrap around: start them afresh.
    this.stamps.fill(0);
    this.stamp = 1;
  }

  keepLowest(id: number, tier: number): void {
    if (tier < this.lowestTier) this.lowestTier = tier;
    if (this.stamps[id] !== this.stamp) {
      this.stamps[id] = this.stamp;
      this.tiers[id] = tier;
      this.ids[this.size++] = id;
    } else if (tier < this.tiers[id]!) {
      this.tiers[id] = tier;
    }
  }

  /** The id's tier, or -1 when it is not in the set. */
  tierOf(id: number): number {
    return this.stamps[id] === this.stamp ? this.tiers[id]! : -1;
  }

  /** The lowest tier in the set; Infinity when it is empty. */
  lowest(): number {
    return this.lowestTier;
  }
}
