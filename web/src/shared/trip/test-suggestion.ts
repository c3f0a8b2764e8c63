import type { Suggestion } from '#common/contracts/destinations.ts';

/** A picked address as the search returns it, for tests; override what the test is about. */
export const suggestion = (overrides: Partial<Suggestion>): Suggestion => ({
  id: 'a1',
  text: 'Herestraat 12, 9711 LD Groningen',
  nr: '12',
  street: 'Herestraat',
  streetShortName: 'Herestraat',
  cityName: 'Groningen',
  postcode: '9711LD',
  lat: 53.21,
  lng: 6.57,
  flightInfo: false,
  category: '',
  atype: -1,
  bookable: true,
  ...overrides,
});
