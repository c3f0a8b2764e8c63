import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  driverJobReplySchema,
  driverJobsReplySchema,
  type DriverJob,
  type DriverStatusRequest,
} from '#common/contracts/driver.ts';
import { driverGet, driverKey, driverPost } from '../../shared/driver-api.ts';

const jobsKey = [...driverKey, 'jobs'] as const;
/** New and changed trips show within a minute while the page is open. */
const refreshMs = 60_000;

/** `GET /api/driver/jobs` (docs/reference/api.md#driver-jobs): the driver's trips of today and the coming days. */
export function useDriverJobs(enabled: boolean) {
  return useQuery({
    queryKey: jobsKey,
    queryFn: async ({ signal }) => (await driverGet('/api/driver/jobs', driverJobsReplySchema, signal)).jobs,
    enabled,
    refetchInterval: refreshMs,
    retry: false,
  });
}

/** What a tap asks: accept, decline with its reason, or a step (with its reason or what was collected). */
export type JobRequest =
  | { tripId: number; kind: 'accept' }
  | { tripId: number; kind: 'decline'; reason: string }
  | ({ tripId: number; kind: 'status' } & DriverStatusRequest);

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

/** A job's move: the list shows the job as the server answered it, and is read again after (a refusal too). */
export function useJobMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (job, request) =>
      queryClient.setQueryData<DriverJob[]>(jobsKey, (jobs) =>
        request.kind === 'decline'
          ? jobs?.filter((each) => each.tripId !== job.tripId)
          : jobs?.map((each) => (each.tripId === job.tripId ? job : each)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
