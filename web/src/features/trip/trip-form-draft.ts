import { z } from 'zod';
import { tripSchema, type Trip } from '#common/contracts/trip.ts';
import { readDraft, removeDraft, writeDraft } from '../../ui/storage.ts';

/** The trip form's draft (issue 9 item 4): the trip as typed, the date and time apart, and each address input's text. */
export type TripFormDraft = { trip: Trip; date: string; time: string; stopTexts: string[] };

/** One draft for the trip form; `origin` says which form it belongs to, so an edit never gets another trip's draft. */
const form = 'trip';

const storedDraftSchema = z.object({
  origin: z.string(),
  trip: tripSchema,
  date: z.string(),
  time: z.string(),
  stopTexts: z.array(z.string()),
});

/**
 * Which trip a form is about: a new one, the return of a cart trip, or a cart trip being edited. A cart trip is
 * named by its place and its contents: after a removal, another trip at that place is another trip.
 */
export function draftOrigin(kind: 'new' | 'return' | 'edit', index?: number, trip?: Trip | null): string {
  return kind === 'new' ? 'new' : `${kind}:${index ?? ''}:${JSON.stringify(trip ?? null)}`;
}

/** The draft of that form, when this tab has one of the right shape. */
export function readTripDraft(origin: string): TripFormDraft | null {
  const stored = storedDraftSchema.safeParse(readDraft(form));
  if (!stored.success || stored.data.origin !== origin) return null;
  const { trip, date, time, stopTexts } = stored.data;
  return { trip, date, time, stopTexts: trip.tour.map((_, index) => stopTexts[index] ?? '') };
}

export function writeTripDraft(origin: string, draft: TripFormDraft): void {
  writeDraft(form, { origin, ...draft });
}

/** Once the trip is in the cart, nothing is left to keep. */
export function removeTripDraft(): void {
  removeDraft(form);
}
