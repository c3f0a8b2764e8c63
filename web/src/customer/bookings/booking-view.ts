import type { BookedTrip } from '#common/contracts/account.ts';
import type { TourStop } from '#common/contracts/trip.ts';
import type { ChangeableTrip } from '../../shared/trip-change/change-view.ts';

/** The addresses of a booked trip's stops, in order; a stop without a text is left out. */
export function bookingAddresses(trip: Pick<BookedTrip, 'tour'>): string[] {
  return trip.tour.map((stop) => stop.address?.text ?? '').filter((text) => text !== '');
}

/** The flight details of a stop, as parts to join in the reader's language: number, origin, landing time. */
export function flightParts(stop: Pick<TourStop, 'flightNumber' | 'flightOrigin' | 'flightArrival'>) {
  return { number: stop.flightNumber ?? '', origin: stop.flightOrigin ?? '', arrival: stop.flightArrival ?? '' };
}

/**
 * The price to show, or null where the tenant hides prices: the server then sends ''
 * (docs/reference/api.md#booked-trip).
 */
export function shownBookingPrice(trip: Pick<BookedTrip, 'price'>): string | null {
  return trip.price.trim() === '' ? null : trip.price;
}

/** Whether the customer may cancel the trip now: the server's rule (`xs.cancel`), never a cancelled trip. */
export function canCancel(trip: Pick<BookedTrip, 'status' | 'xs'>): boolean {
  return trip.status !== 'canceled' && trip.xs.cancel;
}

/** How many of the trips are still booked: a cancelled trip stays in the list, but is no booking any more. */
export function activeBookings(trips: readonly Pick<BookedTrip, 'status'>[]): number {
  return trips.filter((trip) => trip.status !== 'canceled').length;
}

/** Whether the customer may change the trip now: the server's rule (`xs.change`), never a cancelled trip. */
export function canChange(trip: Pick<BookedTrip, 'status' | 'xs'>): boolean {
  return trip.status !== 'canceled' && trip.xs.change;
}

/** A booked trip as the change form takes it (docs/reference/api.md#booked-trip). */
export function changeableTrip(trip: BookedTrip): ChangeableTrip {
  return {
    ritNr: trip.ritNr,
    datetime: trip.datetime,
    flightNumber: trip.flightNumber,
    passengers: trip.persons,
    extraInfo: trip.extraTripInfo,
    version: trip.version,
  };
}
