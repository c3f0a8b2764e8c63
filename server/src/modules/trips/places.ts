import type { Suggestion } from '#common/contracts/destinations.ts';

/** A tour stop's place as the server knows it: what pricing and the reply need. */
export interface ResolvedPlace {
  /** What the customer sees, e.g. `Herestraat 12, 9711 LJ Groningen` or `Station Groningen`. */
  text: string;
  lat: number;
  lng: number;
  /** An airport (category LH, or a place with flight details): the airport surcharge applies. */
  airport: boolean;
}

/** Finds the place a picked suggestion stands for; null when the server does not know it. */
export type PlaceResolver = (address: Suggestion) => ResolvedPlace | null;

export const airportCategory = 'LH';

/** The place of a suggestion from the server's own index (never one as the browser sent it). */
export function placeOfSuggestion(address: Suggestion): ResolvedPlace {
  return {
    text: address.text,
    lat: address.lat,
    lng: address.lng,
    airport: address.category === airportCategory || address.flightInfo,
  };
}
