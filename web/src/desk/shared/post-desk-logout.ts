import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { deskPost } from './desk-api.ts';
import { useSetDeskSession } from './desk-session.ts';

/** `POST /api/admin/logout` (docs/reference/api.md#admin-logout): ends the desk session; 204 without a body. */
export async function postDeskLogout(signal?: AbortSignal): Promise<void> {
  await deskPost('/api/admin/logout', {}, z.null(), signal);
}

/** Logs out of the desk: afterwards the desk has no session, and its pages go to the login. */
export function useDeskLogout() {
  const setSession = useSetDeskSession();
  return useMutation({ mutationFn: () => postDeskLogout(), onSuccess: () => setSession(null) });
}
