/**
 * Builds the search index in a worker thread and hands its arrays over without copying. The build
 * makes a few hundred MiB of short-lived garbage; in a thread of its own that memory goes back to
 * the system when the thread ends, and the server keeps answering meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadPlaceIndex, type IndexContents } from './load-index.ts';
import { buffersOf, placeIndexData } from './search/place-index-data.ts';

const data = placeIndexData(await loadPlaceIndex(workerData as IndexContents));
parentPort!.postMessage(data, buffersOf(data));
