import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zstdCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlaces } from '../../src/modules/places/import/import-places.ts';
import { dialects, fixtureData, startTestServer, type TestServer } from '../support/test-server.ts';

/** A few real streets, stations, airports and hotels (server/test/fixtures/open-data). */

describe.each(dialects)('importing the open data (%s)', (dialect) => {
  let server: TestServer;
  let data: string;
  const lines: string[] = [];
  const runImport = (force = false, addressFiles: string[] = []) =>
    importPlaces(server.settings, { from: data, force, addressFiles, log: (line) => lines.push(line) });
  const placeCount = async () =>
    (
      await server.app.db
        .selectFrom('places')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count;
  const search = async (query: string) => {
    await server.app.places.reload();
    const found = await server.app.places.search(server.app.tenants.defaultTenant, {
      atype: -1,
      query,
      nr: '',
      dbstreetprefix: '',
    });
    return found.suggestions;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    data = await mkdtemp(path.join(tmpdir(), 'taxi-open-data-'));
    await cp(fixtureData, data, { recursive: true });
  });
  afterAll(async () => {
    await server.close();
    await rm(data, { recursive: true, force: true });
  });

  it('imports every file and reports each with its rows', async () => {
    lines.length = 0;
    const summary = await runImport();
    expect(summary).toMatchObject({ changed: true, files: 8 });
    expect(Number(await placeCount())).toBe(summary.rows);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^addresses\/provinces\/Groningen\.csv: 50 rows in .* s \(.* rows\/s\); 2 skipped \(malformed or listed twice\)$/,
      ),
    );
    expect(lines.at(-1)).toMatch(/^Imported [\d,]+ places from 8 files in /);
    expect((await search('Herestraat 12'))[0]?.id).toBe('a:9711LJ-12');
  });

  it('skips files it has imported before, and imports them again only when forced, without doubling rows', async () => {
    const rows = Number(await placeCount());
    expect(await runImport()).toMatchObject({ changed: false, files: 0, rows: 0 });
    expect(Number(await placeCount())).toBe(rows);
    expect(await runImport(true)).toMatchObject({ changed: true, files: 8, rows });
    expect(Number(await placeCount())).toBe(rows);
  });

  it('imports a changed file again, and only that one', async () => {
    await appendFile(
      path.join(data, 'addresses/provinces/Drenthe.csv'),
      '\nStationsweg;5;;;7941HA;Meppel;Meppel;Drenthe;52.6928;6.1915\n',
    );
    expect(await runImport()).toMatchObject({ changed: true, files: 1 });
    expect((await search('Stationsweg 5 Meppel'))[0]?.id).toBe('a:7941HA-5');
  });

  it('leaves the address files alone while an address service answers for the addresses', async () => {
    const rows = Number(await placeCount());
    await appendFile(
      path.join(data, 'addresses/provinces/Drenthe.csv'),
      '\nStationsweg;7;;;7941HA;Meppel;Meppel;Drenthe;52.6929;6.1916\n',
    );
    lines.length = 0;
    // ADDRESS_PROVIDER=pdok (docs/decisions/056-pdok-addresses.md): a changed address file is not imported, and the
    // rows of those imported before stay.
    const summary = await importPlaces(server.settings, {
      from: data,
      addresses: false,
      log: (line) => lines.push(line),
    });
    expect(summary).toMatchObject({ changed: false, files: 0 });
    expect(Number(await placeCount())).toBe(rows);
    expect(lines.filter((line) => line.startsWith('addresses/'))).toEqual([]);
  });

  it('removes the rows of a file that is gone', async () => {
    await rm(path.join(data, 'addresses/provinces/Drenthe.csv'));
    lines.length = 0;
    expect(await runImport()).toMatchObject({ changed: true, files: 0 });
    expect(lines[0]).toMatch(/^addresses\/provinces\/Drenthe\.csv: no longer in .*; its rows are removed$/);
    expect((await search('Stationsweg')).map((suggestion) => suggestion.cityName)).not.toContain('Meppel');
  });

  it('reads a zstd-compressed province file as it reads a plain one', async () => {
    const zeeland = path.join(data, 'addresses/provinces/Zeeland.csv');
    await writeFile(`${zeeland}.zst`, zstdCompressSync(await readFile(zeeland)));
    await rm(zeeland);
    lines.length = 0;
    expect(await runImport()).toMatchObject({ changed: true, files: 1 });
    expect(lines).toContainEqual(expect.stringMatching(/^addresses\/provinces\/Zeeland\.csv\.zst: \d+ rows in /));
    expect((await search('Hoogerwerfsweg 1'))[0]?.id).toBe('a:4311NP-1');
  });

  it('imports the address files ADDRESS_FILES names instead of the provinces, and the provinces again without it', async () => {
    const national = path.join(data, 'Nederland.csv.zst');
    const csv = await readFile(path.join(data, 'addresses/provinces/Groningen.csv'), 'utf8');
    await writeFile(
      national,
      zstdCompressSync(`${csv.trimEnd()}\nDamrak;1;;;1012LG;Amsterdam;Amsterdam;Noord-Holland;52.37627;4.89715\n`),
    );
    const provinceRows = Number(await placeCount());
    lines.length = 0;
    expect(await runImport(false, [national])).toMatchObject({ changed: true, files: 1 });
    expect(lines).toContainEqual('addresses/provinces/Groningen.csv: no longer in ADDRESS_FILES; its rows are removed');
    expect((await search('Damrak 1'))[0]).toMatchObject({ id: 'a:1012LG-1', cityName: 'Amsterdam' });
    expect((await search('Herestraat 12'))[0]?.id).toBe('a:9711LJ-12');
    expect(await search('Hoogerwerfsweg 1')).not.toContainEqual(expect.objectContaining({ id: 'a:4311NP-1' }));
    expect(await runImport(false, [national])).toMatchObject({ changed: false, files: 0 });

    expect(await runImport()).toMatchObject({ changed: true });
    expect(Number(await placeCount())).toBe(provinceRows);
    expect(await search('Damrak 1')).not.toContainEqual(expect.objectContaining({ id: 'a:1012LG-1' }));
  });

  it('refuses an address file that is not there or not CSV', async () => {
    await expect(runImport(false, [path.join(data, 'nowhere.csv.zst')])).rejects.toThrow(/no such address file/);
    await expect(runImport(false, [path.join(data, 'places/places-nl-geonames.csv.xz')])).rejects.toThrow(
      /ends in \.csv, \.csv\.gz or \.csv\.zst/,
    );
  });

  it('refuses a folder without data', async () => {
    await expect(
      importPlaces(server.settings, { from: path.join(data, 'nothing-here'), log: () => {} }),
    ).rejects.toThrow(/No place data found/);
  });
});
