/**
 * Where an order came from and how a desk booking is paid (docs/decisions/034-desk-booking-payment-ways.md): the board,
 * the trip and the export show both.
 */

/** A guest on the web, a business account's own login, or a phone call taken in the desk. */
export const orderSources = ['web', 'account', 'phone'] as const;
export type OrderSourceKey = (typeof orderSources)[number];

/** A payment link, to the driver in the car (cash or card), or on a business customer's account. */
export const paymentWays = ['link', 'driver', 'account'] as const;
export type PaymentWayKey = (typeof paymentWays)[number];
