import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsReplySchema, type SettingsReply } from '#common/contracts/admin-settings.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { deskGet } from '../../shared/desk-api.ts';

/** Every query of the configuration starts with this key: a save or a revert makes them all stale. */
export const settingsKey = ['desk', 'settings'] as const;

/**
 * The configuration in force: its version, the tenant file (every key filled in, the secret masked as `••••1234`, so
 * it is typed, not parsed again: the masked key would fail its own pattern) and its files (name → SHA-256).
 */
export type LoadedSettings = Omit<SettingsReply, 'config'> & { config: TenantFile };

/** `GET /api/admin/settings` (docs/reference/api.md#admin-settings), admins only. Refusals throw a DeskError. */
export async function getSettings(signal?: AbortSignal): Promise<LoadedSettings> {
  const reply = await deskGet('/api/admin/settings', settingsReplySchema, signal);
  return { ...reply, config: reply.config as TenantFile };
}

export function useSettings() {
  return useQuery(
    queryOptions({
      queryKey: [...settingsKey, 'current'],
      queryFn: ({ signal }) => getSettings(signal),
      retry: false,
    }),
  );
}
