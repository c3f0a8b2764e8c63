/**
 * The pieces of luggage of a trip: the trip layout's number field `bagage` ("Stuks bagage", "Pieces of luggage", in
 * every tenant file of config/tenants/ that asks for it), which the board and the driver's run sheet show
 * (docs/reference/screens.md#desk-board).
 */
export const luggageField = 'bagage';

/** The trip's pieces of luggage; null where the tenant's layout does not ask for them or nothing usable was entered. */
export function luggageOf(trip: Readonly<Record<string, unknown>>): number | null {
  const value = trip[luggageField];
  const count =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(count) && count >= 0 ? count : null;
}

/**
 * The line under a trip's addresses on the board and in the run sheet: the pieces of luggage (when any) and the
 * customer's remarks, "2 stuks bagage · Kinderzitje graag"; '' when there are neither.
 */
export function luggageAndRemarks(
  trip: { luggage: number | null; extraInfo: string },
  luggageText: (count: number) => string,
): string {
  return [trip.luggage ? luggageText(trip.luggage) : '', trip.extraInfo.trim()].filter(Boolean).join(' · ');
}
