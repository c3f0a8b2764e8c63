/**
 * `importPlaces` in a worker thread, for the server's start: the import makes a few hundred MiB of
 * short-lived garbage, which goes back to the system with the thread instead of staying in the server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { importPlaces } from './import-places.ts';

const { settings, from, addressFiles, force, addresses } = workerData as {
  settings: Parameters<typeof importPlaces>[0];
  from: string;
  addressFiles: string[];
  force: boolean;
  addresses: boolean;
};
const summary = await importPlaces(settings, {
  from,
  addressFiles,
  force,
  addresses,
  log: (line) => parentPort!.postMessage({ line }),
});
parentPort!.postMessage({ summary });
