import type { Trip } from '#common/contracts/trip.ts';
import { tripRouteTexts } from '../trip/trip-route.ts';
import type { OrderedTrip } from './placed-order.ts';

/**
 * A trip of the order as checkout and the return page list it: when, from where to where, and the quoted price
 * ('' without one); once the order exists, the trip's own number (`ritNr`).
 */
export function orderedTrip(trip: Trip, ritNr?: number): OrderedTrip {
  return {
    datetime: trip.datetime,
    ...tripRouteTexts(trip),
    price: trip.price === undefined ? '' : String(trip.price),
    ...(ritNr === undefined ? {} : { ritNr }),
  };
}
