import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  driverErrorReplySchema,
  driverJobReplySchema,
  driverJobsReplySchema,
  type DriverJob,
} from '#common/contracts/driver.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { driverGet, driverKey, driverPost } from '../../shared/driver-api.ts';
import {
  afterTap,
  alreadyDone,
  dropTap,
  isOffline,
  keptAnswer,
  queueTap,
  readQueue,
  setShownAsOf,
  withTaps,
  type JobRequest,
  type QueuedTap,
} from '../../shared/offline.ts';

export type { JobRequest } from '../../shared/offline.ts';

const jobsKey = [...driverKey, 'jobs'] as const;
/** New and changed trips show within a minute while the page is open. */
const refreshMs = 60_000;
/**
 * While the kept answer is shown (no network, or a network that came back after the last try), asked again this often,
 * so that the jobs are fresh within seconds of the phone being back online.
 */
const offlineRefreshMs = 5_000;
let showingKept = false;

/**
 * `GET /api/driver/jobs` (docs/reference/api.md#driver-jobs): the driver's trips of today and the coming days. Without
 * a network, the answer the service worker kept (`useShownAsOf` says from when); the taps still waiting to be sent
 * laid over either (docs/decisions/045-driver-offline-and-push.md).
 */
export function useDriverJobs(enabled: boolean) {
  return useQuery({
    queryKey: jobsKey,
    queryFn: async ({ signal }) => {
      try {
        const { jobs } = await driverGet('/api/driver/jobs', driverJobsReplySchema, signal);
        showingKept = false;
        setShownAsOf(null);
        return withTaps(jobs, readQueue());
      } catch (error) {
        const kept = isOffline(error) ? await keptAnswer('/api/driver/jobs') : null;
        const parsed = kept ? driverJobsReplySchema.safeParse(kept.body) : undefined;
        if (!kept || !parsed?.success) throw error;
        showingKept = true;
        setShownAsOf(kept.savedAt);
        return withTaps(parsed.data.jobs, readQueue());
      }
    },
    enabled,
    refetchInterval: () => (showingKept ? offlineRefreshMs : refreshMs),
    retry: false,
  });
}

function send(request: JobRequest): Promise<DriverJob> {
  const url = `/api/driver/jobs/${request.tripId}`;
  const reply =
    request.kind === 'accept'
      ? driverPost(`${url}/accept`, {}, driverJobReplySchema)
      : request.kind === 'decline'
        ? driverPost(`${url}/decline`, { reason: request.reason }, driverJobReplySchema)
        : driverPost(
            `${url}/status`,
            {
              to: request.to,
              ...(request.reason ? { reason: request.reason } : {}),
              ...(request.collected ? { collected: request.collected } : {}),
            },
            driverJobReplySchema,
          );
  return reply.then((answer) => answer.job);
}

/** A move's answer: the job as it is now; `queued` when there was no network and the tap waits to be sent. */
export type MovedJob = DriverJob & { queued?: boolean };

/**
 * A job's move: the list shows the job as the server answered it, and is read again after (a refusal too). Without a
 * network the tap is queued (after any taps already waiting: they go in order) and the list shows it as made.
 */
export function useJobMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: JobRequest): Promise<MovedJob> => {
      // Taps waiting go first: then this one goes straight, or after them.
      if (readQueue().length > 0) await flushQueue(queryClient);
      if (readQueue().length === 0) {
        try {
          return await send(request);
        } catch (error) {
          if (!isOffline(error)) throw error;
        }
      }
      queueTap(request);
      const job = queryClient.getQueryData<DriverJob[]>(jobsKey)?.find((each) => each.tripId === request.tripId);
      if (!job) throw new TypeError('offline, and the job is not known');
      return { ...(afterTap(job, request) ?? job), queued: true };
    },
    onSuccess: ({ queued: _queued, ...job }, request) =>
      queryClient.setQueryData<DriverJob[]>(jobsKey, (jobs) =>
        request.kind === 'decline'
          ? jobs?.filter((each) => each.tripId !== job.tripId)
          : jobs?.map((each) => (each.tripId === job.tripId ? job : each)),
      ),
    onSettled: (moved) => (moved?.queued ? undefined : queryClient.invalidateQueries({ queryKey: jobsKey })),
  });
}

/** What sending the queue came to: how many went, and the taps the server refused (the trip changed meanwhile). */
export type FlushOutcome = { sent: number; refused: QueuedTap[] };

let flushing: Promise<FlushOutcome> | null = null;

/**
 * Sends the queued taps in order, each once: a tap the server refuses because the job is already where it would put
 * it (`illegalStep` with that step, a replay after a lost answer) counts as sent; another refusal drops the tap and is
 * told; no network stops until the next try. One run at a time.
 */
export function flushQueue(queryClient: QueryClient): Promise<FlushOutcome> {
  flushing ??= (async () => {
    const outcome: FlushOutcome = { sent: 0, refused: [] };
    for (const tap of readQueue()) {
      try {
        await send(tap.request);
        outcome.sent += 1;
      } catch (error) {
        if (isOffline(error)) break;
        const refusal = error instanceof ApiError ? driverErrorReplySchema.safeParse(error.body) : undefined;
        const place = refusal?.success && refusal.data.error === 'illegalStep' ? refusal.data : undefined;
        if (place && alreadyDone(tap.request, place)) outcome.sent += 1;
        else outcome.refused.push(tap);
      }
      dropTap(tap.key);
    }
    if (outcome.sent + outcome.refused.length > 0) await queryClient.invalidateQueries({ queryKey: jobsKey });
    return outcome;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Sends the queue when the page opens signed in and each time the phone is back online; `onDone` hears how it went. */
export function useQueueSender(enabled: boolean, onDone: (outcome: FlushOutcome) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      if (readQueue().length === 0) return;
      void flushQueue(queryClient).then((outcome) => {
        if (outcome.sent + outcome.refused.length > 0) onDone(outcome);
      });
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [enabled, queryClient, onDone]);
}
