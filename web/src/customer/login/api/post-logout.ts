import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { loginRespSchema, type LoginResp } from '#common/contracts/login-resp.ts';
import { postJson } from '../../../shared/api/api-client.ts';
import { useAdoptSession } from '../../../shared/session/use-adopt-session.ts';
import { toLanguage, type Language } from '../../../ui/i18n/language.ts';

/**
 * `POST /api/logout.json` (docs/reference/api.md#logout): ends the session; the reply is the app state of a visitor
 * without one.
 */
export async function postLogout(lang: Language, signal?: AbortSignal): Promise<LoginResp> {
  return loginRespSchema.parse(await postJson('/api/logout.json', { lang }, signal));
}

/** Logs out as docs/reference/states.md#browser says: post, update the session, then go to the trip page. */
export function useLogout() {
  const { i18n } = useTranslation();
  const adoptSession = useAdoptSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => postLogout(toLanguage(i18n.language)),
    onSuccess: (reply) => {
      adoptSession(reply);
      void navigate('/trip/new');
    },
  });
}
