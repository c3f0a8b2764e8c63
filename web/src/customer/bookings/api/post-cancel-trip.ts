import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { loginRespSchema, type LoginResp } from '#common/contracts/login-resp.ts';
import { postJson } from '../../../shared/api/api-client.ts';
import { useAdoptSession } from '../../../shared/session/use-adopt-session.ts';
import { toLanguage, type Language } from '../../../ui/i18n/language.ts';

/**
 * `POST /api/cancel_trip.json` (docs/reference/api.md#cancel-trip): cancels one of the customer's booked trips. The
 * reply is handled like a login reply: it carries the updated trips (without the configuration, which the app has). A
 * trip that is not the customer's or can no longer be cancelled answers 404 or 409 `{error}`, thrown as an ApiError.
 */
export async function postCancelTrip(ritId: string, lang: Language, signal?: AbortSignal): Promise<LoginResp> {
  return loginRespSchema.parse(await postJson('/api/cancel_trip.json', { ritId, skipconfig: '1', lang }, signal));
}

export function useCancelTrip() {
  const { i18n } = useTranslation();
  const adoptSession = useAdoptSession();
  return useMutation({
    mutationFn: (ritId: string) => postCancelTrip(ritId, toLanguage(i18n.language)),
    onSuccess: adoptSession,
  });
}
