import { useMemo, useSyncExternalStore } from 'react';
import type { DriverStatusRequest } from '#common/contracts/driver.ts';
import {
  isRecord,
  parseStored,
  readStored,
  readStoredText,
  subscribeStored,
  writeStored,
  type StoredValue,
} from '../../ui/storage.ts';

/*
 * The driver's page offline (docs/decisions/045-driver-offline-and-push.md): the last answers the service worker kept
 * (web/public/driver/sw.js), and the taps made without a network, kept in order until they are sent.
 */

/** The service worker's cache of the driver's answers (`dataCache` in web/public/driver/sw.js). */
const dataCache = 'driver-data';

/** A network failure (no answer at all), not a refusal of the server. */
export const isOffline = (error: unknown): boolean => error instanceof TypeError;

/** The last answer the service worker kept of a driver's GET, with when it came; null without one. */
export async function keptAnswer(path: string): Promise<{ body: unknown; savedAt: Date } | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const cache = await caches.open(dataCache);
    const response = await cache.match(path);
    if (!response) return null;
    const savedAt = new Date(response.headers.get('x-driver-saved-at') ?? '');
    return {
      body: (await response.json()) as unknown,
      savedAt: Number.isNaN(savedAt.getTime()) ? new Date(0) : savedAt,
    };
  } catch {
    return null;
  }
}

/** Forgets every kept answer: the phone signed out. */
export async function forgetKeptAnswers(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(dataCache).catch(() => false);
}

/** What a tap asks: accept, decline with its reason, or a step (with its reason or what was collected). */
export type JobRequest =
  | { tripId: number; kind: 'accept' }
  | { tripId: number; kind: 'decline'; reason: string }
  | ({ tripId: number; kind: 'status' } & DriverStatusRequest);

/** A tap made offline, with its own key (a tap is queued once) and when it was made. */
export type QueuedTap = { key: string; at: string; request: JobRequest };

const isQueuedTap = (value: unknown): value is QueuedTap =>
  isRecord(value) &&
  typeof value.key === 'string' &&
  typeof value.at === 'string' &&
  isRecord(value.request) &&
  typeof value.request.tripId === 'number' &&
  (value.request.kind === 'accept' || value.request.kind === 'decline' || value.request.kind === 'status');

/** The taps waiting to be sent, oldest first, kept in local storage so a reload or a closed page loses none. */
export const queuedTaps: StoredValue<QueuedTap[]> = {
  name: 'driver_queued_taps',
  accepts: (value): value is QueuedTap[] => Array.isArray(value) && value.every(isQueuedTap),
};

export function readQueue(): QueuedTap[] {
  return readStored(queuedTaps) ?? [];
}

export function queueTap(request: JobRequest, now = new Date()): QueuedTap {
  const tap = { key: crypto.randomUUID(), at: now.toISOString(), request };
  writeStored(queuedTaps, [...readQueue(), tap]);
  return tap;
}

export function dropTap(key: string): void {
  writeStored(
    queuedTaps,
    readQueue().filter((tap) => tap.key !== key),
  );
}

/** Where the server said a job is when it refused a step (`illegalStep`, docs/reference/api.md#driver). */
export type JobPlace = { status?: string | undefined; step?: string | undefined };

/**
 * Whether a refused tap had already been done: the job is where the tap would have put it (or past it), so a tap
 * sent twice (a replay after a lost answer) counts once. Accept is done once the job has any step; a step once the
 * job is at that step or further; done and no-show once the trip has that status.
 */
export function alreadyDone(request: JobRequest, place: JobPlace): boolean {
  const order = ['', 'accepted', 'on_the_way', 'arrived', 'on_board'];
  if (request.kind === 'accept') return place.status === 'assigned' ? (place.step ?? '') !== '' : false;
  if (request.kind === 'decline') return false;
  if (request.to === 'done' || request.to === 'no_show') return place.status === request.to;
  if (place.status === 'done' || place.status === 'no_show') return true;
  return place.status === 'assigned' && order.indexOf(place.step ?? '') >= order.indexOf(request.to);
}

/** The job as a tap would leave it (the page shows a tap made offline as done); null when the job leaves the list. */
export function afterTap<J extends { tripId: number; status: string; step: string }>(
  job: J,
  request: JobRequest,
): J | null {
  if (request.tripId !== job.tripId) return job;
  if (request.kind === 'decline') return null;
  if (request.kind === 'accept') return { ...job, step: 'accepted' };
  if (request.to === 'done' || request.to === 'no_show') return { ...job, status: request.to, step: '' };
  return { ...job, step: request.to };
}

/** The jobs with every queued tap laid over them, in order. */
export function withTaps<J extends { tripId: number; status: string; step: string }>(
  jobs: readonly J[],
  taps: readonly QueuedTap[],
): J[] {
  return taps.reduce<J[]>((list, tap) => list.flatMap((job) => afterTap(job, tap.request) ?? []), [...jobs]);
}

/** Since when the jobs shown are the kept ones (no network); null while they come from the server. */
let shownAsOf: Date | null = null;
const listeners = new Set<() => void>();

export function setShownAsOf(at: Date | null): void {
  if (at?.getTime() === shownAsOf?.getTime()) return;
  shownAsOf = at;
  for (const listener of listeners) listener();
}

export function useShownAsOf(): Date | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shownAsOf,
  );
}

/** The taps waiting, as the page shows them; follows every change of the queue. */
export function useQueue(): QueuedTap[] {
  const text = useSyncExternalStore(subscribeStored, () => readStoredText(queuedTaps));
  return useMemo(() => parseStored(queuedTaps, text) ?? [], [text]);
}
