/**
 * Names (streets, cities, stations, hotels, airports) in a trie packed into typed arrays, searched
 * by prefix and by prefix with a few typing mistakes after the first letter (optimal string
 * alignment distance: a missing, extra, wrong or swapped letter each count one).
 */

/**
 * How a key stands for its target: the whole name, a tail of it from a later word, a code (NS, IATA),
 * or the place it is in (an airport's or a hotel's city).
 */
export type KeyKind = 'whole' | 'tail' | 'code' | 'place';

export interface TrieEntry {
  /** A search key (see `searchKey`): folded, without spaces. */
  key: string;
  target: number;
  kind: KeyKind;
}

export const keyKindCodes: Record<KeyKind, number> = { whole: 0, tail: 1, code: 2, place: 3 };

/**
 * Match quality, lower is better: per typing mistake 4, then whole name exact 0, whole name prefix 1,
 * tail or place exact 2, tail or place prefix 3. A code counts only when typed exactly (tier 0): "as"
 * is no station.
 */
export const tiersPerEdit = 4;

/** Whether a tier is of a key typed to its end ("Groningen"), not of a key the query only starts ("Gro"). */
export function typedToEnd(tier: number): boolean {
  return (tier % tiersPerEdit) % 2 === 0;
}

/** A match: the target, its tier, and the kind of key it matched by (`keyKindCodes`). */
export type Report = (target: number, tier: number, kind: number) => void;

const noReport: Report = () => {};

/** A trie's arrays: what a worker thread that built it hands over (see load-index.ts). */
export interface NameTrieData {
  /** Preorder nodes; node 0 is the root. */
  chars: Uint16Array;
  /** One past the last node of the subtree: the children of n are n+1, ends[n+1], … up to ends[n]. */
  ends: Int32Array;
  /** The first key (in sorted order) below each node, plus a sentinel: a subtree's keys are contiguous. */
  firstKeys: Int32Array;
  /** The key that ends at the node, or -1. */
  terminalKeys: Int32Array;
  /** Targets of key k: postingTargets[postingStarts[k] …], with their key kinds. */
  postingStarts: Int32Array;
  postingTargets: Int32Array;
  postingKinds: Uint8Array;
  maxDepth: number;
}

export class NameTrie {
  readonly data: NameTrieData;
  private readonly chars: Uint16Array;
  private readonly ends: Int32Array;
  private readonly firstKeys: Int32Array;
  private readonly terminalKeys: Int32Array;
  private readonly postingStarts: Int32Array;
  private readonly postingTargets: Int32Array;
  private readonly postingKinds: Uint8Array;
  private readonly maxDepth: number;

  // Scratch space of one search (searches never overlap: they run synchronously).
  private rows = new Int32Array(0);
  private path = new Uint16Array(0);
  private query = new Uint16Array(0);
  private width = 0;
  private maxEdits = 0;
  private report: Report = noReport;

  constructor(data: NameTrieData) {
    this.data = data;
    ({
      chars: this.chars,
      ends: this.ends,
      firstKeys: this.firstKeys,
      terminalKeys: this.terminalKeys,
      postingStarts: this.postingStarts,
      postingTargets: this.postingTargets,
      postingKinds: this.postingKinds,
      maxDepth: this.maxDepth,
    } = data);
  }

  static build(entries: Iterable<TrieEntry>): NameTrie {
    const byKey = new Map<string, Array<{ target: number; kind: number }>>();
    for (const { key, target, kind } of entries) {
      if (key === '') continue;
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push({ target, kind: keyKindCodes[kind] });
    }
    // Code-unit order, the order in which the trie shares prefixes.
    const keys = [...byKey.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return new NameTrie(
      trieData(
        keys,
        keys.map((key) => byKey.get(key)!),
      ),
    );
  }

  /**
   * Reports each target whose key starts with `query` (or equals it) within `maxEdits` mistakes,
   * with the tier of that match. A target may be reported more than once; keep its lowest tier.
   */
  search(query: string, maxEdits: number, report: Report): void {
    if (query === '' || query.length > this.maxDepth + maxEdits || maxEdits >= query.length) return;
    if (maxEdits === 0) {
      const node = this.descend(query);
      if (node >= 0) this.reportRange(node, 0, this.terminalKeys[node]!, report);
      return;
    }
    // Typing mistakes are looked for after the first letter, as in most search engines: people rarely
    // get the first letter wrong, and it keeps the search to one branch of the trie.
    const first = this.descend(query[0]!);
    if (first < 0) return;
    this.prepare(query, maxEdits, report);
    this.visit(first, 1, query.length);
    this.report = noReport;
  }

  /** Reports each target whose key equals `query` exactly, at tier 0 (or 2 for a tail or place). */
  searchWhole(query: string, report: Report): void {
    const node = query === '' ? -1 : this.descend(query);
    const key = node >= 0 ? this.terminalKeys[node]! : -1;
    if (key >= 0) this.reportKey(key, 0, true, report);
  }

  private descend(query: string): number {
    let node = 0;
    for (let i = 0; i < query.length; i++) {
      const char = query.charCodeAt(i);
      const end = this.ends[node]!;
      let found = -1;
      for (let child = node + 1; child < end; child = this.ends[child]!) {
        const childChar = this.chars[child]!;
        if (childChar === char) {
          found = child;
          break;
        }
        if (childChar > char) break;
      }
      if (found < 0) return -1;
      node = found;
    }
    return node;
  }

  /** Every key below `node` as a prefix match, and `exactKey` (or none: -1) as an exact one. */
  private reportRange(node: number, edits: number, exactKey: number, report: Report): void {
    const last = this.firstKeys[this.ends[node]!]!;
    for (let key = this.firstKeys[node]!; key < last; key++) this.reportKey(key, edits, key === exactKey, report);
  }

  private reportKey(key: number, edits: number, exact: boolean, report: Report): void {
    const end = this.postingStarts[key + 1]!;
    for (let posting = this.postingStarts[key]!; posting < end; posting++) {
      const kind = this.postingKinds[posting]!;
      if (kind === keyKindCodes.code) {
        if (exact && edits === 0) report(this.postingTargets[posting]!, 0, kind);
        continue;
      }
      const rankedAs = kind === keyKindCodes.place ? keyKindCodes.tail : kind;
      report(this.postingTargets[posting]!, edits * tiersPerEdit + rankedAs * 2 + (exact ? 0 : 1), kind);
    }
  }

  private prepare(query: string, maxEdits: number, report: Report): void {
    const width = query.length + 1;
    const size = (this.maxDepth + 1) * width;
    if (this.rows.length < size) this.rows = new Int32Array(size);
    if (this.path.length < this.maxDepth + 1) this.path = new Uint16Array(this.maxDepth + 1);
    if (this.query.length < query.length) this.query = new Uint16Array(query.length);
    for (let j = 0; j < query.length; j++) this.query[j] = query.charCodeAt(j);
    for (let j = 0; j < width; j++) this.rows[j] = j;
    this.width = width;
    this.maxEdits = maxEdits;
    this.report = report;
  }

  /**
   * One step down: the distance row of the path so far against every prefix of the query. Its last
   * cell is how far the whole query is from this path; the smallest along the path makes the prefix
   * match. Once no cell is within reach, nothing below can come closer. Only the band of cells
   * within `maxEdits` of the diagonal can be in reach, so only those are computed; the cell on
   * each side of the band is set out of reach for the next row to read.
   */
  private visit(node: number, depth: number, bestPrefix: number): void {
    const { rows, path, query, width, maxEdits } = this;
    const char = this.chars[node]!;
    path[depth] = char;
    const current = depth * width;
    const previous = current - width;
    const length = width - 1;
    const unreachable = maxEdits + 1;
    const low = Math.max(1, depth - maxEdits);
    const high = Math.min(length, depth + maxEdits);
    rows[current] = depth;
    if (low > 1) rows[current + low - 1] = unreachable;
    let rowMin = depth;
    for (let j = low; j <= high; j++) {
      const queryChar = query[j - 1]!;
      let value = rows[previous + j - 1]! + (queryChar === char ? 0 : 1);
      const deletion = rows[previous + j]! + 1;
      if (deletion < value) value = deletion;
      const insertion = rows[current + j - 1]! + 1;
      if (insertion < value) value = insertion;
      if (depth > 1 && j > 1 && queryChar === path[depth - 1] && query[j - 2] === char) {
        const swap = rows[previous - width + j - 2]! + 1;
        if (swap < value) value = swap;
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (high < length) rows[current + high + 1] = unreachable;
    const last = high === length ? rows[current + length]! : unreachable;
    const prefix = last < bestPrefix ? last : bestPrefix;
    if (rowMin > maxEdits) {
      if (prefix <= maxEdits) this.reportRange(node, prefix, -1, this.report);
      return;
    }
    const terminal = this.terminalKeys[node]!;
    if (terminal >= 0) {
      if (last <= maxEdits) this.reportKey(terminal, last, true, this.report);
      if (prefix <= maxEdits) this.reportKey(terminal, prefix, false, this.report);
    }
    const end = this.ends[node]!;
    for (let child = node + 1; child < end; child = this.ends[child]!) this.visit(child, depth + 1, prefix);
  }
}

/** Lays sorted, distinct keys out as preorder nodes, sharing prefixes. */
function trieData(keys: string[], postings: Array<Array<{ target: number; kind: number }>>): NameTrieData {
  const chars: number[] = [0];
  const ends: number[] = [0];
  const firstKeys: number[] = [0];
  const terminalKeys: number[] = [-1];
  const stack = [0];
  let previous = '';
  keys.forEach((key, index) => {
    let common = 0;
    while (common < previous.length && common < key.length && previous.charCodeAt(common) === key.charCodeAt(common))
      common++;
    while (stack.length - 1 > common) ends[stack.pop()!] = chars.length;
    for (let depth = common; depth < key.length; depth++) {
      stack.push(chars.length);
      chars.push(key.charCodeAt(depth));
      ends.push(0);
      firstKeys.push(index);
      terminalKeys.push(-1);
    }
    terminalKeys[stack.at(-1)!] = index;
    previous = key;
  });
  while (stack.length > 0) ends[stack.pop()!] = chars.length;
  firstKeys.push(keys.length);

  const postingStarts = new Int32Array(keys.length + 1);
  const total = postings.reduce((sum, list) => sum + list.length, 0);
  const postingTargets = new Int32Array(total);
  const postingKinds = new Uint8Array(total);
  let at = 0;
  postings.forEach((list, key) => {
    postingStarts[key] = at;
    for (const { target, kind } of list) {
      postingTargets[at] = target;
      postingKinds[at] = kind;
      at++;
    }
  });
  postingStarts[keys.length] = at;
  return {
    chars: Uint16Array.from(chars),
    ends: Int32Array.from(ends),
    firstKeys: Int32Array.from(firstKeys),
    terminalKeys: Int32Array.from(terminalKeys),
    postingStarts,
    postingTargets,
    postingKinds,
    maxDepth: keys.reduce((longest, key) => Math.max(longest, key.length), 0),
  };
}

/** Mistakes allowed for a query key of this length: none while short, then one, then two. */
export function editsAllowed(keyLength: number): number {
  if (keyLength <= 3) return 0;
  return keyLength <= 7 ? 1 : 2;
}
