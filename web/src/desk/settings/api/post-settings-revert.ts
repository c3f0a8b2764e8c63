import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsSavedReplySchema } from '#common/contracts/admin-settings.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { settingsKey } from './get-settings.ts';

/**
 * `POST /api/admin/settings/versions/:n/revert` (docs/reference/api.md#admin-settings): version n in force again as a
 * new version; `inForce` the version in force it was asked on (`settingsConflict` when another was saved since).
 */
export async function postSettingsRevert(version: number, inForce: number, signal?: AbortSignal) {
  return deskPost(
    `/api/admin/settings/versions/${version}/revert`,
    { version: inForce },
    settingsSavedReplySchema,
    signal,
  );
}

export function useRevertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, inForce }: { version: number; inForce: number }) => postSettingsRevert(version, inForce),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
