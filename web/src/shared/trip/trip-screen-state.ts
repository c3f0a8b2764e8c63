/** What the trip screen was opened with: `/trip/new` with `returnOf` in the history state opens a return trip. */
export type TripScreenState = { returnOf?: number } | null;
