import { useEffect, useState } from 'react';
import type { DestinationsReply, DestinationsRequest } from '#common/contracts/destinations.ts';
import { postJson } from '../api/api-client.ts';

/** `POST /api/destinations.json` (docs/reference/api.md#destinations): the suggestions for what the customer typed. */
export async function getDestinations(request: DestinationsRequest, signal?: AbortSignal): Promise<DestinationsReply> {
  // The reply's schema, and zod with it, loads with the first search (docs/decisions/026-first-load-budget.md).
  const [{ destinationsReplySchema }, body] = await Promise.all([
    import('#common/contracts/destinations.ts'),
    postJson('/api/destinations.json', request, signal),
  ]);
  return destinationsReplySchema.parse(body);
}

export type DestinationsState = {
  /** The last answer, also while the next request is under way. */
  data: DestinationsReply | undefined;
  /** `data` answers an earlier request than this one. */
  isPlaceholderData: boolean;
  /** This request is under way. */
  isFetching: boolean;
  isError: boolean;
};

type Outcome = { key: string } & ({ reply: DestinationsReply } | { error: unknown });

/**
 * The suggestions for a request; nothing is sent for an empty query (docs/reference/api.md#destinations). Each new
 * request aborts the one before, so the answer shown is always the last request's; the list of before keeps
 * showing until it is in.
 */
export function useDestinations(request: DestinationsRequest): DestinationsState {
  const key = request.query.trim() === '' ? null : JSON.stringify(request);
  const [answered, setAnswered] = useState<(Outcome & { reply: DestinationsReply }) | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    getDestinations(JSON.parse(key) as DestinationsRequest, controller.signal).then(
      (reply) => {
        if (controller.signal.aborted) return;
        setAnswered({ key, reply });
        setOutcome({ key, reply });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ key, error });
      },
    );
    return () => controller.abort();
  }, [key]);

  const settled = outcome !== null && outcome.key === key;
  const failed = settled && 'error' in outcome;
  return {
    data: failed ? undefined : answered?.reply,
    isPlaceholderData: !failed && answered !== null && answered.key !== key,
    isFetching: key !== null && !settled,
    isError: failed,
  };
}
