import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { driverErrors, driverMeReplySchema, type DriverError, type DriverMeReply } from '#common/contracts/driver.ts';
import { ApiError, getJson, postJson } from '../../shared/api/api-client.ts';

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

/** `GET /api/driver/me`: who is signed in on this phone; a 401 (`signInRequired`) is an answer, not a failure. */
export function useDriverMe() {
  return useQuery({
    queryKey: [...driverKey, 'me'],
    queryFn: async ({ signal }): Promise<DriverMeReply | null> => {
      try {
        return await driverGet('/api/driver/me', driverMeReplySchema, signal);
      } catch (error) {
        if (driverErrorOf(error) === 'signInRequired') return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** `POST /api/driver/sign-out`: this phone's session ends. */
export function useDriverSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson('/api/driver/sign-out', {}),
    onSuccess: () => {
      queryClient.setQueryData([...driverKey, 'me'], null);
      queryClient.removeQueries({ queryKey: [...driverKey, 'jobs'] });
    },
  });
}
