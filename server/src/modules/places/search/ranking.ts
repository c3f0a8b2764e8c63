/** Ranking: match quality first, then distance to the operator (docs/architecture.md#address-search). */

export interface Origin {
  lat: number;
  lng: number;
}

const kmPerDegree = 111.32;

/** Kilometres as the crow flies; flat-earth accuracy is plenty for ordering places within a country. */
export function distanceKm(from: Origin, lat: number, lng: number): number {
  const x = (lng - from.lng) * Math.cos(((from.lat + lat) * Math.PI) / 360);
  const y = lat - from.lat;
  return Math.sqrt(x * x + y * y) * kmPerDegree;
}

/** An operator at 0,0 has not said where it is: then distance does not rank. */
export function originOf(lat: number, lng: number): Origin | undefined {
  return lat === 0 && lng === 0 ? undefined : { lat, lng };
}

/** Any distance on earth is below this, so `rank * rankStep + km` orders by rank, then distance. */
const rankStep = 100_000;

export function scoreOf(rank: number, km: number): number {
  return rank * rankStep + km;
}

/**
 * What a candidate is; `Best` keeps numbers, not objects, as most candidates are dropped. `poi` is a
 * place of the list searched (the tenant's own places in the address field, else the atype's list);
 * stations, airports and hotels that the address field offers are kinds of their own.
 */
export const candidateKinds = {
  address: 0,
  street: 1,
  streetInPostcode: 2,
  poi: 3,
  station: 4,
  airport: 5,
  hotel: 6,
} as const;
export type CandidateKind = (typeof candidateKinds)[keyof typeof candidateKinds];

/** The `size` best candidates by (score, tie), lowest first; offering a worse one costs one comparison. */
export class Best {
  readonly size: number;
  count = 0;
  private readonly scores: Float64Array;
  private readonly ties: Float64Array;
  private readonly kinds: Uint8Array;
  private readonly indexes: Int32Array;

  constructor(size: number) {
    this.size = size;
    this.scores = new Float64Array(size);
    this.ties = new Float64Array(size);
    this.kinds = new Uint8Array(size);
    this.indexes = new Int32Array(size);
  }

  private before(score: number, tie: number, at: number): boolean {
    return score < this.scores[at]! || (score === this.scores[at]! && tie < this.ties[at]!);
  }

  clear(): void {
    this.count = 0;
  }

  /** Whether a candidate of this score and tie would be kept. */
  wouldKeep(score: number, tie: number): boolean {
    return this.count < this.size || this.before(score, tie, this.count - 1);
  }

  offer(score: number, tie: number, kind: CandidateKind, index: number): void {
    if (!this.wouldKeep(score, tie)) return;
    let at = this.count < this.size ? this.count++ : this.size - 1;
    while (at > 0 && this.before(score, tie, at - 1)) {
      this.scores[at] = this.scores[at - 1]!;
      this.ties[at] = this.ties[at - 1]!;
      this.kinds[at] = this.kinds[at - 1]!;
      this.indexes[at] = this.indexes[at - 1]!;
      at--;
    }
    this.scores[at] = score;
    this.ties[at] = tie;
    this.kinds[at] = kind;
    this.indexes[at] = index;
  }

  entries(): Array<{ kind: CandidateKind; index: number }> {
    const list: Array<{ kind: CandidateKind; index: number }> = [];
    for (let at = 0; at < this.count; at++)
      list.push({ kind: this.kinds[at] as CandidateKind, index: this.indexes[at]! });
    return list;
  }
}
