/**
 * A booked trip's state on the operator's desk (docs/reference/states.md#booked-trips): `new` as booked, `confirmed`
 * by the operator, `assigned` to a driver, then `done` or `no_show`; `canceled` from any open state.
 */
export const tripStatuses = ['new', 'confirmed', 'assigned', 'done', 'no_show', 'canceled'] as const;
export type TripStatus = (typeof tripStatuses)[number];

/** The states in which a trip is still to be driven: it may be changed or cancelled. */
export const openTripStatuses = ['new', 'confirmed', 'assigned'] as const satisfies readonly TripStatus[];
export type OpenTripStatus = (typeof openTripStatuses)[number];

export const isOpenTripStatus = (status: TripStatus): status is OpenTripStatus =>
  (openTripStatuses as readonly TripStatus[]).includes(status);
