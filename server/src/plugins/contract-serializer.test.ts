import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { destinationsReplySchema, type DestinationsReply, type Suggestion } from '#common/contracts/destinations.ts';
import { tripReplySchema, type TripReply } from '#common/contracts/trip.ts';
import { contractSerializer } from './contract-serializer.ts';

/** What zod's serializer, the one every other route keeps, writes for the same reply. */
const byZod = (schema: z.ZodType, reply: unknown) => JSON.stringify(z.encode(schema, reply));

const suggestion: Suggestion = {
  id: 'ad:groningen:herestraat:12',
  text: 'Herestraat 12, 9711 LJ Groningen "centrum" – één',
  nr: '12',
  street: 'Herestraat',
  streetShortName: 'Herestraat',
  cityName: 'Groningen',
  postcode: '9711 LJ',
  lat: 53.2156933,
  lng: 6.5681986,
  flightInfo: false,
  category: '',
  atype: -1,
  bookable: true,
};

const quote: TripReply = {
  status: 200,
  error: '',
  fielderrors: {},
  amounttopay: '42.50',
  fixedtriptime: '',
  fixedtripdeparturedisplay: '',
  fixedtripdestdisplay: '',
  distanceKm: 12.3,
  durationMinutes: 19,
  priceLines: [
    { key: 'priceLine_base', cents: 350 },
    { key: 'priceLine_distance', cents: 3900 },
  ],
};

describe('the contract serializer of the hottest replies', () => {
  const destinations = contractSerializer({ schema: destinationsReplySchema });
  const trip = contractSerializer({ schema: tripReplySchema });

  it('writes the same JSON as zod for replies within the contract', () => {
    const replies: DestinationsReply[] = [
      { ls: [], msg: 'noResults', error: '' },
      {
        ls: [suggestion, { ...suggestion, id: 'ap:AMS', atype: 1, category: 'LH', flightInfo: true }],
        msg: '',
        error: '',
      },
    ];
    for (const reply of replies) expect(destinations(reply)).toBe(byZod(destinationsReplySchema, reply));
    const refusals: TripReply[] = [
      quote,
      { ...quote, status: 422, error: 'fieldErrors', fielderrors: { passengers: 'warnToShort' }, priceLines: [] },
      { ...quote, status: 422, error: 'vehicleClassTooSmall', fittingVehicleClass: 'bus' },
    ];
    for (const reply of refusals) expect(trip(reply)).toBe(byZod(tripReplySchema, reply));
  });

  it('sends only the fields the contract names', () => {
    const withExtra = { ls: [{ ...suggestion, rank: 3, internal: 'x' }], msg: '', error: '', debug: true };
    expect(JSON.parse(destinations(withExtra))).toEqual({ ls: [suggestion], msg: '', error: '' });
  });

  it('refuses a reply without a field the contract requires', () => {
    const { amounttopay: _, ...withoutAmount } = quote;
    expect(() => trip(withoutAmount)).toThrow(/amounttopay/);
  });

  it('refuses a contract it cannot write as JSON Schema', () => {
    const codec = z.object({ at: z.string().transform((at) => new Date(at)) });
    expect(() => contractSerializer({ schema: codec })).toThrow();
  });
});
