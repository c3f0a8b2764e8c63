import path from 'node:path';
import { loadSettings, repoRoot } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { importPlaces } from '../modules/places/import/import-places.ts';
import { parseOptions, type Command } from './command.ts';

export const importCommand: Command = {
  usage: 'import [--force] [--from <folder>]',
  summary:
    'Import the open data (addresses, stations, airports, hotels, places, postcodes) into the database. ' +
    'Files imported before and unchanged are skipped unless --force; --from reads another folder laid out like data/; ' +
    'ADDRESS_FILES names address files (the national extract, .csv.zst) to import instead of its provinces.',
  async run(args) {
    const options = parseOptions(args, { force: { type: 'boolean' }, from: { type: 'string' } }, importCommand.usage);
    if (!options) return 1;
    const settings = loadSettings(process.env);
    // Creates or migrates the tables the import writes.
    await (await openDatabase(settings)).destroy();
    const summary = await importPlaces(settings, {
      from: path.resolve(options.from ?? path.join(repoRoot, 'data')),
      addressFiles: settings.addressFiles,
      force: options.force ?? false,
      log: (line) => console.log(line),
    });
    if (summary.changed) console.log('A server that is running uses the new data after its restart.');
    return 0;
  },
};
