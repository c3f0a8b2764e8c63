import { tripReplySchema, type Trip } from '#common/contracts/trip.ts';

/**
 * The departure's and the destination's texts as the customer reads them in the cart, the checkout and the return
 * page: the server's fixed-trip texts of the last quote where it gave them, else the picked addresses ('' for a stop
 * without one).
 */
export function tripRouteTexts(trip: Trip): { from: string; to: string } {
  const meta = tripReplySchema.safeParse(trip.meta);
  const reply = meta.success ? meta.data : null;
  const [from, to] = trip.tour;
  return {
    from: reply?.fixedtripdeparturedisplay || from?.address?.text || '',
    to: reply?.fixedtripdestdisplay || to?.address?.text || '',
  };
}
