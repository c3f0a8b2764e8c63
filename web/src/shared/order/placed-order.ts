import { placedOrderSchema, type PlacedOrder } from '#common/contracts/cart-transaction.ts';
import { isRecord, type StoredValue } from '../../ui/storage.ts';

/**
 * The order this browser placed last, `<client>_order`: the return page trusts the payment provider's redirect only
 * for its hash (docs/decisions/010-orders-and-payments.md).
 */
export const placedOrder: StoredValue<PlacedOrder> = {
  name: 'order',
  accepts: (value): value is PlacedOrder => placedOrderSchema.safeParse(value).success,
};

/**
 * A trip of an order as the success page lists it: texts ready to show, the price as quoted ('' where hidden), and the
 * trip's own number once the order exists (docs/reference/screens.md#payment); before that a trip is named by its place
 * in the cart.
 */
export type OrderedTrip = { datetime: string; from: string; to: string; price: string; ritNr?: number };

/**
 * What the page the payment provider sends the customer back to shows of the order: it opens after a full
 * redirect, so checkout keeps it next to `order`, for the order of `orderHash` only
 * (docs/decisions/013-forms-messages-drafts-and-phone.md).
 */
export type OrderDetails = { orderHash: string; email: string; trips: OrderedTrip[] };

const isOrderedTrip = (value: unknown): value is OrderedTrip =>
  isRecord(value) &&
  ['datetime', 'from', 'to', 'price'].every((key) => typeof value[key] === 'string') &&
  (value.ritNr === undefined || Number.isSafeInteger(value.ritNr));

function isOrderDetails(value: unknown): value is OrderDetails {
  if (!isRecord(value)) return false;
  const { orderHash, email, trips } = value;
  return (
    typeof orderHash === 'string' && typeof email === 'string' && Array.isArray(trips) && trips.every(isOrderedTrip)
  );
}

/** `<client>_orderDetails`. */
export const orderDetails: StoredValue<OrderDetails> = { name: 'orderDetails', accepts: isOrderDetails };

/**
 * The checkout's personal details form: the prefix of its controls' ids and the name of its session draft, which
 * goes once the order is paid or booked.
 */
export const checkoutForm = 'checkout';
