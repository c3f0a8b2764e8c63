import { useQuery } from '@tanstack/react-query';
import { accessibilityReplySchema, type AccessibilityReply } from '#common/contracts/accessibility.ts';
import type { Language } from '#common/constants.ts';
import { getJson } from '../../../shared/api/api-client.ts';

/** `GET /api/accessibility_statement.json?lang=` (docs/reference/api.md#accessibility-statement). */
export async function getStatement(lang: Language, signal?: AbortSignal): Promise<AccessibilityReply> {
  return accessibilityReplySchema.parse(await getJson(`/api/accessibility_statement.json?lang=${lang}`, signal));
}

/** The statement in the page's language; a switch of language asks for the other one. */
export function useStatement(lang: Language) {
  return useQuery({
    queryKey: ['accessibilityStatement', lang],
    queryFn: ({ signal }) => getStatement(lang, signal),
    staleTime: Infinity,
  });
}
