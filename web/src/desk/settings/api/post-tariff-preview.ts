import { useMutation } from '@tanstack/react-query';
import { tariffPreviewReplySchema, type TariffPreviewRequest } from '#common/contracts/admin-tariff.ts';
import { deskPost } from '../../shared/desk-api.ts';

/**
 * `POST /api/admin/tariff/preview` (docs/reference/api.md#admin-tariff-preview): a proposed tariff quoted beside the
 * one in force, for two places and a grid of sample trips; nothing is saved. Refusals throw a DeskError.
 */
export async function postTariffPreview(request: TariffPreviewRequest, signal?: AbortSignal) {
  return deskPost('/api/admin/tariff/preview', request, tariffPreviewReplySchema, signal);
}

export function useTariffPreview() {
  return useMutation({ mutationFn: (request: TariffPreviewRequest) => postTariffPreview(request) });
}
