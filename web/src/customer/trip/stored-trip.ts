import { z } from 'zod';
import { tripSchema } from '#common/contracts/trip.ts';
import { readDraft } from '../../ui/storage.ts';
import { tripDraftForm, type TripFormDraft } from './trip-form-draft.ts';

/*
 * What the trip form reads back from storage, a draft or a cart trip, checked with zod: the form loads this only
 * when there is something to read, so a new trip's first load carries no zod (docs/decisions/026-first-load-budget.md).
 */

export { cartIndex, parseCartTrip } from '../../shared/cart/cart.ts';

const storedDraftSchema = z.object({
  origin: z.string(),
  trip: tripSchema,
  date: z.string(),
  time: z.string(),
  stopTexts: z.array(z.string()),
});

/** The draft of that form, when this tab has one of the right shape. */
export function readTripDraft(origin: string): TripFormDraft | null {
  const stored = storedDraftSchema.safeParse(readDraft(tripDraftForm));
  if (!stored.success || stored.data.origin !== origin) return null;
  const { trip, date, time, stopTexts } = stored.data;
  return { trip, date, time, stopTexts: trip.tour.map((_, index) => stopTexts[index] ?? '') };
}
