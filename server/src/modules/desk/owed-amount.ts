import type { OrderRow } from '../../db/tables.ts';

/**
 * What a trip still owes (docs/reference/states.md#paid-owed): of a `paid` order, a trip that is not cancelled and whose
 * price, less what the desk waived, is more than what was paid for it and not refunded. Never negative.
 */
export const owedOf = (
  trip: {
    status: string;
    price_cents: number;
    paid_cents: number;
    refund_reserved_cents: number;
    waived_cents: number;
  },
  orderStatus: OrderRow['status'],
) =>
  orderStatus === 'paid' && trip.status !== 'canceled'
    ? Math.max(0, trip.price_cents - trip.waived_cents - (trip.paid_cents - trip.refund_reserved_cents))
    : 0;
