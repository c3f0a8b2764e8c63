import { useCallback } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { toLanguage } from '../../ui/i18n/language.ts';
import { adoptSessionReply, refreshLoginResp } from './get-login-resp.ts';

/**
 * Makes a reply shaped like `GET login_resp.json` the app's state (docs/reference/states.md#browser): the menu, the
 * username, the prices and the bookings follow at once. The replies kept for the other language hold the old
 * session, so they go, and a language switch fetches afresh.
 */
export function useAdoptSession() {
  const { i18n } = useTranslation();
  return useCallback((reply: LoginResp) => adoptSessionReply(toLanguage(i18n.language), reply), [i18n]);
}

/** Fetches the session again (after a booking, whose trips then show under bookings). */
export function useRefreshSession() {
  const { i18n } = useTranslation();
  return useCallback(() => refreshLoginResp(toLanguage(i18n.language)), [i18n]);
}
