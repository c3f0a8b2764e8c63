import type { Suggestion } from '#common/contracts/destinations.ts';
import type { TourStop, Trip } from '#common/contracts/trip.ts';

/**
 * The server's own place under a suggestion id (`app.places.finder` for the request's tenant, over the ids resolved
 * ahead); null when it knows none.
 */
export type PlaceFinder = (id: string) => Suggestion | null;

/** The suggestion ids the trips' stops were picked by: what `app.places.finder` resolves before a quote. */
export const stopIds = (trips: readonly Trip[]): string[] =>
  trips.flatMap((trip) => trip.tour.flatMap((stop) => (stop.address ? [stop.address.id] : [])));

const airportCategory = 'LH';

/**
 * The place of a tour stop as the server knows it: the one its address index holds under the picked suggestion's id.
 * The text, coordinates and airport flag the browser sent only identify it, so they cannot change the price. Null
 * when no suggestion was picked or the server does not know it. A quote and a checkout resolve their stops this way.
 */
export function placeOfStop(stop: TourStop | undefined, findPlace: PlaceFinder): Suggestion | null {
  return stop?.address ? findPlace(stop.address.id) : null;
}

/** An airport (category LH, or a place with flight details): the airport surcharge applies. */
export const isAirport = (place: Suggestion): boolean => place.category === airportCategory || place.flightInfo;
