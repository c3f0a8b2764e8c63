import { describe, expect, it } from 'vitest';
import { editsAllowed, NameTrie, tiersPerEdit, type TrieEntry } from '../../src/modules/places/search/name-trie.ts';

function found(trie: NameTrie, query: string, maxEdits: number): Map<number, number> {
  const tiers = new Map<number, number>();
  trie.search(query, maxEdits, (target, tier) => {
    if (!tiers.has(target) || tier < tiers.get(target)!) tiers.set(target, tier);
  });
  return tiers;
}

const streets = [
  'herestraat',
  'hereweg',
  'heresingel',
  'herenstraat',
  'heerestraat',
  'oosterstraat',
  'stationsweg',
  'stationsplein',
];
const streetTrie = NameTrie.build(streets.map((key, target) => ({ key, target, kind: 'whole' })));
const target = (name: string) => streets.indexOf(name);

describe('the name trie', () => {
  it('ranks a whole-name match above a prefix, and each typing mistake below both', () => {
    expect(found(streetTrie, 'herestraat', 0)).toEqual(new Map([[target('herestraat'), 0]]));
    expect(found(streetTrie, 'here', 0)).toEqual(
      new Map([
        [target('herestraat'), 1],
        [target('hereweg'), 1],
        [target('heresingel'), 1],
        [target('herenstraat'), 1],
      ]),
    );
    const fuzzy = found(streetTrie, 'herestraat', 2);
    expect(fuzzy.get(target('herestraat'))).toBe(0);
    expect(fuzzy.get(target('heerestraat'))).toBe(tiersPerEdit);
    expect(fuzzy.get(target('herenstraat'))).toBe(tiersPerEdit);
    expect(fuzzy.has(target('oosterstraat'))).toBe(false);
  });

  it('forgives a missing, an extra, a wrong and two swapped letters', () => {
    for (const typo of ['herestrat', 'herrestraat', 'herestraet', 'hreestraat']) {
      expect(found(streetTrie, typo, 1).get(target('herestraat')), typo).toBe(tiersPerEdit);
    }
    expect(found(streetTrie, 'hreestrat', 1).has(target('herestraat'))).toBe(false);
    expect(found(streetTrie, 'hreestrat', 2).get(target('herestraat'))).toBe(2 * tiersPerEdit);
  });

  it('matches a misspelt beginning as a prefix', () => {
    expect(found(streetTrie, 'statoins', 1).get(target('stationsweg'))).toBe(tiersPerEdit + 1);
  });

  it('expects the first letter to be right', () => {
    expect(found(streetTrie, 'gerestraat', 2).size).toBe(0);
  });

  it('ranks a later word below the whole name, and finds codes only as typed', () => {
    const entries: TrieEntry[] = [
      { key: 'groningen', target: 0, kind: 'whole' },
      { key: 'groningeneuropapark', target: 1, kind: 'whole' },
      { key: 'europapark', target: 1, kind: 'tail' },
      { key: 'gn', target: 0, kind: 'code' },
      { key: 'gerp', target: 1, kind: 'code' },
    ];
    const stations = NameTrie.build(entries);
    expect(found(stations, 'groningen', 0)).toEqual(
      new Map([
        [0, 0],
        [1, 1],
      ]),
    );
    expect(found(stations, 'europapark', 0)).toEqual(new Map([[1, 2]]));
    expect(found(stations, 'europa', 0)).toEqual(new Map([[1, 3]]));
    expect(found(stations, 'gn', 0)).toEqual(new Map([[0, 0]]));
    expect(found(stations, 'ger', 0).size).toBe(0);
    expect(found(stations, 'gerq', 1).has(1)).toBe(false);
  });

  it('allows no mistakes in short keys, one from four letters, two from eight', () => {
    expect([1, 3, 4, 7, 8, 20].map(editsAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('agrees with a plain edit-distance computation on random names', () => {
    // Optimal string alignment distance, the textbook way.
    const distance = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[a.length]![b.length]!;
    };
    const expected = (query: string, key: string, maxEdits: number): number | undefined => {
      if (query[0] !== key[0]) return undefined;
      let best: number | undefined;
      const whole = distance(query, key);
      if (whole <= maxEdits) best = whole * tiersPerEdit;
      for (let end = 1; end <= key.length; end++) {
        const prefix = distance(query, key.slice(0, end));
        if (prefix <= maxEdits) best = Math.min(best ?? Infinity, prefix * tiersPerEdit + 1);
      }
      return best;
    };
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const word = (length: number) => Array.from({ length }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    const keys = [...new Set(Array.from({ length: 300 }, () => word(2 + Math.floor(random() * 8))))];
    const trie = NameTrie.build(keys.map((key, index) => ({ key, target: index, kind: 'whole' })));
    for (let round = 0; round < 200; round++) {
      const query = word(2 + Math.floor(random() * 8));
      const maxEdits = Math.min(2, query.length - 1);
      const tiers = found(trie, query, maxEdits);
      keys.forEach((key, index) => expect(tiers.get(index), `${query} ~ ${key}`).toBe(expected(query, key, maxEdits)));
    }
  });
});
