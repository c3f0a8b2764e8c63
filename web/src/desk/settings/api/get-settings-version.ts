import { useQuery } from '@tanstack/react-query';
import { settingsVersionReplySchema } from '#common/contracts/admin-settings.ts';
import { deskGet } from '../../shared/desk-api.ts';
import { settingsKey } from './get-settings.ts';

/**
 * `GET /api/admin/settings/versions/:n` (docs/reference/api.md#admin-settings): one version and what it changed since
 * the one before. 404 `versionNotFound` throws a DeskError.
 */
export async function getSettingsVersion(version: number, signal?: AbortSignal) {
  return deskGet(`/api/admin/settings/versions/${version}`, settingsVersionReplySchema, signal);
}

export function useSettingsVersion(version: number) {
  return useQuery({
    queryKey: [...settingsKey, 'version', version],
    queryFn: ({ signal }) => getSettingsVersion(version, signal),
    retry: false,
  });
}
