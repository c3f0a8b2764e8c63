import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { driverErrors, driverMeReplySchema, type DriverError, type DriverMeReply } from '#common/contracts/driver.ts';
import { ApiError, getJson, postJson } from '../../shared/api/api-client.ts';
import { removeStored } from '../../ui/storage.ts';
import { forgetKeptAnswers, isOffline, keptAnswer, queuedTaps } from './offline.ts';

/** Every query of the driver's page starts with this key: signing in or out makes them all stale. */
export const driverKey = ['driver'] as const;

/** The refusal's key of a failed driver call (docs/reference/api.md#driver); undefined for a failure without one. */
export function driverErrorOf(error: unknown): DriverError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return (driverErrors as readonly string[]).includes(error.message) ? (error.message as DriverError) : undefined;
}

/** A driver call's reply, checked by its contract. */
export async function driverGet<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  return schema.parse(await getJson(url, signal));
}

export async function driverPost<T>(url: string, payload: unknown, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await postJson(url, payload));
}

/**
 * `GET /api/driver/me`: who is signed in on this phone; a 401 (`signInRequired`) is an answer, not a failure. Without
 * a network, the answer the service worker kept (docs/decisions/045-driver-offline-and-push.md).
 */
export function useDriverMe() {
  return useQuery({
    queryKey: [...driverKey, 'me'],
    queryFn: async ({ signal }): Promise<DriverMeReply | null> => {
      try {
        return await driverGet('/api/driver/me', driverMeReplySchema, signal);
      } catch (error) {
        if (driverErrorOf(error) === 'signInRequired') return null;
        const kept = isOffline(error) ? await keptAnswer('/api/driver/me') : null;
        const parsed = kept ? driverMeReplySchema.safeParse(kept.body) : undefined;
        if (parsed?.success) return parsed.data;
        throw error;
      }
    },
    retry: false,
  });
}

/** `POST /api/driver/sign-out`: this phone's session ends, and what the page kept of the driver's goes. */
export function useDriverSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson('/api/driver/sign-out', {}),
    onSuccess: async () => {
      removeStored(queuedTaps);
      await forgetKeptAnswers();
      queryClient.setQueryData([...driverKey, 'me'], null);
      queryClient.removeQueries({ queryKey: [...driverKey, 'jobs'] });
    },
  });
}
