import { useQuery } from '@tanstack/react-query';
import { settingsVersionsReplySchema } from '#common/contracts/admin-settings.ts';
import { deskGet } from '../../shared/desk-api.ts';
import { settingsKey } from './get-settings.ts';

/** `GET /api/admin/settings/versions` (docs/reference/api.md#admin-settings): every version, newest first. */
export async function getSettingsVersions(signal?: AbortSignal) {
  return (await deskGet('/api/admin/settings/versions', settingsVersionsReplySchema, signal)).versions;
}

export function useSettingsVersions() {
  return useQuery({
    queryKey: [...settingsKey, 'versions'],
    queryFn: ({ signal }) => getSettingsVersions(signal),
    retry: false,
  });
}
