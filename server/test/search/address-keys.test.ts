import { describe, expect, it } from 'vitest';
import { AddressKeys } from '../../src/modules/places/import/address-keys.ts';
import { addressId } from '../../src/modules/places/search/house-number.ts';

const add = (keys: AddressKeys, postcode: string, number: number, suffix = '') =>
  keys.addedBefore(postcode, number, suffix, addressId(postcode, number, suffix));

describe('the addresses a file has listed so far', () => {
  it('knows an address listed before, and tells apart what differs in postcode, number or suffix', () => {
    const keys = new AddressKeys();
    expect(add(keys, '9711LJ', 12)).toBe(false);
    expect(add(keys, '9711LJ', 12)).toBe(true);
    expect(add(keys, '9711LJ', 12, 'A')).toBe(false);
    expect(add(keys, '9711LJ', 12, 'A-1')).toBe(false);
    expect(add(keys, '9711LK', 12)).toBe(false);
    expect(add(keys, '9711LJ', 13)).toBe(false);
    expect(add(keys, '9711LJ', 12, 'A')).toBe(true);
  });

  it('stays exact past growing its table many times', () => {
    const keys = new AddressKeys();
    const postcode = (at: number) =>
      `${1000 + (at % 9000)}${String.fromCharCode(65 + (at % 26), 65 + (Math.floor(at / 26) % 26))}`;
    for (let at = 0; at < 300_000; at++) expect(add(keys, postcode(at), 1 + (at % 97))).toBe(false);
    let repeats = 0;
    for (let at = 0; at < 300_000; at += 7) if (add(keys, postcode(at), 1 + (at % 97))) repeats++;
    expect(repeats).toBe(Math.ceil(300_000 / 7));
  });

  it('is exact for numbers and suffixes too large to pack', () => {
    const keys = new AddressKeys();
    expect(add(keys, '9711LJ', 200_000)).toBe(false);
    expect(add(keys, '9711LJ', 200_000)).toBe(true);
    for (let at = 0; at < 40_000; at++) expect(add(keys, '9711LJ', 1, `-${at}`)).toBe(false);
    expect(add(keys, '9711LJ', 1, '-39999')).toBe(true);
    expect(add(keys, '9711LJ', 1, '-5')).toBe(true);
  });
});
