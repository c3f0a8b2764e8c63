import type { Kysely } from 'kysely';
import type { Database, TripEventActor, TripEventKind } from '../../db/tables.ts';

/** Who made a change: a staff member, the customer, or the system (a payment, a mail). */
export type ChangedBy = { actor: 'staff'; staffId: number } | { actor: Exclude<TripEventActor, 'staff'> };

export interface TripEvent {
  tenantId: string;
  tripId: number;
  orderId: number;
  by: ChangedBy;
  kind: TripEventKind;
  field?: string | null;
  from?: string | null;
  to?: string | null;
  reason?: string;
}

/**
 * Appends rows to trips' history (`trip_events`, docs/reference/states.md#booked-trips). Given the transaction of the
 * change itself, so a change and its history row are written together or not at all.
 */
export async function recordTripEvents(db: Kysely<Database>, events: readonly TripEvent[], now = new Date()) {
  if (events.length === 0) return;
  await db
    .insertInto('trip_events')
    .values(
      events.map((event) => ({
        tenant_id: event.tenantId,
        trip_id: event.tripId,
        order_id: event.orderId,
        at: now,
        staff_id: event.by.actor === 'staff' ? event.by.staffId : null,
        actor: event.by.actor,
        kind: event.kind,
        field: event.field ?? null,
        from_value: event.from ?? null,
        to_value: event.to ?? null,
        reason: event.reason ?? '',
      })),
    )
    .execute();
}
