import type { Trip } from '#common/contracts/trip.ts';
import { readDraft, removeDraft, writeDraft } from '../../ui/storage.ts';

/** The trip form's draft (issue 9 item 4): the trip as typed, the date and time apart, and each address input's text. */
export type TripFormDraft = { trip: Trip; date: string; time: string; stopTexts: string[] };

/** One draft for the trip form; `origin` says which form it belongs to, so an edit never gets another trip's draft. */
export const tripDraftForm = 'trip';

/**
 * Which trip a form is about: a new one, the return of a cart trip, or a cart trip being edited. A cart trip is
 * named by its place and its contents: after a removal, another trip at that place is another trip.
 */
export function draftOrigin(kind: 'new' | 'return' | 'edit', index?: number, trip?: Trip | null): string {
  return kind === 'new' ? 'new' : `${kind}:${index ?? ''}:${JSON.stringify(trip ?? null)}`;
}

/** Whether this tab keeps a draft of the trip form, of whatever shape: only then is one read (stored-trip.ts). */
export function hasTripDraft(): boolean {
  return readDraft(tripDraftForm) !== null;
}

export function writeTripDraft(origin: string, draft: TripFormDraft): void {
  writeDraft(tripDraftForm, { origin, ...draft });
}

/** Once the trip is in the cart, nothing is left to keep. */
export function removeTripDraft(): void {
  removeDraft(tripDraftForm);
}
