import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { toLanguage, type Language } from '../../ui/i18n/language.ts';
import { adoptTenant } from './tenant.ts';
import { getJson } from '../api/api-client.ts';

/** `GET /api/login_resp.json` (docs/reference/api.md#start-call): the session and the tenant's configuration. */
export async function getLoginResp(lang: Language, signal?: AbortSignal): Promise<LoginResp> {
  // The schema, and zod with it, loads while the request is under way: the first screen's bundle stays small.
  const [body, { loginRespSchema }] = await Promise.all([
    getJson(`/api/login_resp.json?lang=${lang}`, signal),
    import('#common/contracts/login-resp.ts'),
  ]);
  return loginRespSchema.parse(body);
}

export function loginRespQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['login-resp', lang],
    queryFn: async ({ signal }) => {
      const resp = await getLoginResp(lang, signal);
      // Before any component sees the reply, so that they read the tenant's storage and texts right away.
      adoptTenant(resp);
      return resp;
    },
    // A language switch refetches in the new language while the screen keeps showing the current reply.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useLoginResp() {
  const { i18n } = useTranslation();
  return useQuery(loginRespQueryOptions(toLanguage(i18n.language)));
}
