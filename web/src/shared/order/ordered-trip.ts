import { tripReplySchema, type Trip } from '#common/contracts/trip.ts';
import type { OrderedTrip } from './placed-order.ts';

/**
 * A trip of the order as checkout and the return page list it: when, from where to where (the server's fixed-trip
 * texts where it gave them, as the cart shows them), and the quoted price ('' without one).
 */
export function orderedTrip(trip: Trip): OrderedTrip {
  const meta = tripReplySchema.safeParse(trip.meta);
  const reply = meta.success ? meta.data : null;
  const [from, to] = trip.tour;
  return {
    datetime: trip.datetime,
    from: reply?.fixedtripdeparturedisplay || from?.address?.text || '',
    to: reply?.fixedtripdestdisplay || to?.address?.text || '',
    price: trip.price === undefined ? '' : String(trip.price),
  };
}
