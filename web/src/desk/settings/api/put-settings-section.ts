import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  settingsSavedReplySchema,
  type SaveSettingsRequest,
  type SettingsSection,
} from '#common/contracts/admin-settings.ts';
import { deskPut } from '../../shared/desk-api.ts';
import { settingsKey } from './get-settings.ts';

/**
 * `PUT /api/admin/settings/:section` (docs/reference/api.md#admin-settings): one section saved as a new version, on the
 * version it was made on. Refusals (`invalidFields` with the paths, `settingsConflict`, …) throw a DeskError.
 */
export async function putSettingsSection(section: SettingsSection, request: SaveSettingsRequest, signal?: AbortSignal) {
  return deskPut(`/api/admin/settings/${section}`, request, settingsSavedReplySchema, signal);
}

export function useSaveSettingsSection(section: SettingsSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveSettingsRequest) => putSettingsSection(section, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
