import { postcodeCode } from '../search/house-number.ts';

const numberBits = 17;
const suffixLimit = 2 ** (32 - numberBits);

/**
 * The addresses a file has listed so far, to skip one listed twice: postcode, number and suffix packed in two
 * 32-bit numbers of an open-addressing table. A set of 9.5 million id strings (the national extract) takes over a
 * GiB; this takes 8 bytes a slot. What does not pack (a number of 2^17 or more, the 32,768th distinct suffix) is
 * kept as its id in an ordinary set, so the answer is always exact.
 */
export class AddressKeys {
  private postcodes = new Uint32Array(1 << 16);
  private rests = new Uint32Array(1 << 16);
  private size = 0;
  private readonly suffixes = new Map<string, number>();
  private readonly others = new Set<string>();

  /** Whether this address was added before; adds it when not. */
  addedBefore(postcode: string, houseNumber: number, suffix: string, id: string): boolean {
    let suffixIndex = this.suffixes.get(suffix);
    if (suffixIndex === undefined && this.suffixes.size < suffixLimit)
      this.suffixes.set(suffix, (suffixIndex = this.suffixes.size));
    const code = postcodeCode(postcode);
    if (suffixIndex === undefined || houseNumber >= 2 ** numberBits || code < 0) {
      if (this.others.has(id)) return true;
      this.others.add(id);
      return false;
    }
    return this.addPacked(code + 1, (houseNumber | (suffixIndex << numberBits)) >>> 0);
  }

  private addPacked(postcode: number, rest: number): boolean {
    const mask = this.postcodes.length - 1;
    let slot = mix(Math.imul(postcode, 0x9e3779b1) ^ rest) & mask;
    while (this.postcodes[slot] !== 0) {
      if (this.postcodes[slot] === postcode && this.rests[slot] === rest) return true;
      slot = (slot + 1) & mask;
    }
    this.postcodes[slot] = postcode;
    this.rests[slot] = rest;
    if (++this.size * 4 > this.postcodes.length * 3) this.grow();
    return false;
  }

  private grow(): void {
    const { postcodes, rests } = this;
    this.postcodes = new Uint32Array(postcodes.length * 2);
    this.rests = new Uint32Array(rests.length * 2);
    this.size = 0;
    for (let slot = 0; slot < postcodes.length; slot++)
      if (postcodes[slot] !== 0) this.addPacked(postcodes[slot]!, rests[slot]!);
  }
}

/** MurmurHash3's finalizer: every bit of the key reaches the low bits the table's mask keeps. */
function mix(key: number): number {
  let hash = key ^ (key >>> 16);
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}
