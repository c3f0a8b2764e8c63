import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { toLanguage } from '../../ui/i18n/language.ts';
import { adoptTenant } from './tenant.ts';
import { mergeSessionReply } from './session-reply.ts';

/**
 * Makes a reply shaped like `GET login_resp.json` the app's state (docs/reference/states.md#browser): the menu, the
 * username, the prices and the bookings follow at once. The replies cached for the other language hold the old
 * session, so they go, and a language switch fetches afresh.
 */
export function useAdoptSession() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(
    (reply: LoginResp) => {
      const lang = toLanguage(i18n.language);
      const key = ['login-resp', lang];
      const merged = mergeSessionReply(queryClient.getQueryData<LoginResp>(key), reply);
      adoptTenant(merged);
      queryClient.removeQueries({ queryKey: ['login-resp'], predicate: (query) => query.queryKey[1] !== lang });
      queryClient.setQueryData(key, merged);
    },
    [queryClient, i18n],
  );
}

/** Fetches the session again (after a booking, whose trips then show under bookings). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['login-resp'] }), [queryClient]);
}
