import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addressRows } from '#server/modules/places/import/parsers.ts';
import { readLines } from '#server/modules/places/import/read-lines.ts';
import { nationalAddresses } from './national-addresses.ts';

const shipped = 1_442_867;
const rows = shipped + 30_000;

describe('the synthetic national address file', () => {
  const dir = mkdtemp(path.join(tmpdir(), 'national-file-'));
  const make = async (name: string, seed: string) => {
    const file = path.join(await dir, name);
    expect(await nationalAddresses(['--out', file, '--rows', String(rows), '--seed', seed])).toBe(0);
    return file;
  };
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('is the shipped rows and then made-up places the importer reads, each postcode in one place', async () => {
    const file = await make('a.csv.zst', '3');
    const shippedProvinces = new Set(['Drenthe', 'Flevoland', 'Friesland', 'Groningen', 'Zeeland']);
    const shippedPlaces = new Set<string>();
    const placesOfPostcode = new Map<string, string>();
    let lines = 0;
    for await (const line of readLines(file)) {
      if (lines++ === 0 || line === '') continue;
      const [, , , , postcode, place, , province, lat, lng] = line.split(';');
      if (shippedProvinces.has(province!)) {
        expect(lines).toBeLessThanOrEqual(shipped + 1);
        shippedPlaces.add(place!);
        continue;
      }
      expect(postcode).toMatch(/^[1-9][0-9]{3}[A-Z]{2}$/);
      expect(placesOfPostcode.get(postcode!) ?? place).toBe(place);
      placesOfPostcode.set(postcode!, place!);
      expect(Number(lat)).toBeGreaterThan(50.7);
      expect(Number(lat)).toBeLessThan(53.6);
      expect(Number(lng)).toBeGreaterThan(3.3);
      expect(Number(lng)).toBeLessThan(7.3);
    }
    expect(lines).toBe(rows + 1);
    const madeUp = new Set(placesOfPostcode.values());
    expect(madeUp.size).toBeGreaterThan(5);
    for (const place of madeUp) {
      expect(shippedPlaces.has(place)).toBe(false);
      expect(place).toMatch(/^[A-Z'][A-Za-z' -]+$/);
    }

    // What the importer skips is what the shipped rows list twice, copied along: a small share.
    const skipped = { count: 0 };
    let imported = 0;
    for await (const row of addressRows(file, skipped)) if (row.kind === 'address') imported++;
    expect(imported + skipped.count).toBe(rows);
    expect(skipped.count).toBeLessThan(rows / 100);
  }, 120_000);

  it('is the same file for the same seed, and another for another seed', async () => {
    const hash = async (file: string) =>
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
    const first = await hash(await make('b.csv.zst', '3'));
    expect(await hash(await make('c.csv.zst', '3'))).toBe(first);
    expect(await hash(await make('d.csv.zst', '4'))).not.toBe(first);
  }, 180_000);
});
