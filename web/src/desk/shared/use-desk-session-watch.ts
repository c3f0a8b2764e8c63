import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DeskError } from './desk-api.ts';
import { deskSessionKey } from './desk-session.ts';

/**
 * Keeps the desk session in step with what the calls answer: a 401 `loginRequired` means the session ended on the
 * server (30 minutes idle, the member disabled or reset; docs/reference/states.md#desk-sessions), so the desk has none
 * and goes to its login; a 403 `forbidden` means the role changed, so the session is read again and the menu follows.
 */
export function useDeskSessionWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const follow = (error: unknown) => {
      if (!(error instanceof DeskError)) return;
      if (error.key === 'loginRequired') queryClient.setQueryData(deskSessionKey, null);
      if (error.key === 'forbidden') void queryClient.invalidateQueries({ queryKey: deskSessionKey });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') follow(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') follow(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
