import type { DestinationsReply, DestinationsRequest, Suggestion } from '#common/contracts/destinations.ts';
import type { TripRequest } from '#common/contracts/trip.ts';

/** Quotes as the trip screen asks them: trips between places the address search of the server itself offers. */

async function pick(baseUrl: string, atype: DestinationsRequest['atype'], query: string): Promise<Suggestion> {
  const response = await fetch(`${baseUrl}/api/destinations.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'nl', atype, query, nr: '', dbstreetprefix: '' } satisfies DestinationsRequest),
  });
  const reply = (await response.json()) as DestinationsReply;
  const found = reply.ls.find((suggestion) => suggestion.bookable);
  if (!found)
    throw new Error(`No bookable suggestion for "${query}" (atype ${atype}): the benchmark needs the full data set`);
  return found;
}

/** A date three days ahead at 14:00, as the trip screen sends it (YYYY-MM-DD HH:mm). */
function inThreeDays(): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  return `${day.toISOString().slice(0, 10)} 14:00`;
}

export async function tripRequestBodies(baseUrl: string): Promise<TripRequest[]> {
  const places = await Promise.all([
    pick(baseUrl, -1, 'Herestraat 12'),
    pick(baseUrl, 2, 'Groningen'),
    pick(baseUrl, -1, 'Stationsweg 1 Haren'),
    pick(baseUrl, 3, 'Hotel de Doelen'),
    pick(baseUrl, -1, 'Jozef Israelsstraat 5'),
    pick(baseUrl, 2, 'Assen'),
  ]);
  const stop = (address: Suggestion) => ({
    atype: address.atype,
    nr: address.nr,
    address,
    flightNumber: '',
    flightOrigin: '',
    flightArrival: '' as const,
  });
  const bodies: TripRequest[] = [];
  for (const from of places) {
    for (const to of places) {
      if (from === to) continue;
      bodies.push({
        lang: 'nl',
        proforma: '1',
        validate: '*',
        trip: {
          title: '',
          datetime: inThreeDays(),
          reverse: false,
          tour: [stop(from), stop(to)],
          extraTripInfo: '',
          passengerCount: 2,
          bagage: 1,
          vehicleClass: 'sedan',
        },
      });
    }
  }
  return bodies;
}
