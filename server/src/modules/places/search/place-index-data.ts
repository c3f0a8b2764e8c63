import { AddressIndex, type AddressIndexData } from './address-index.ts';
import { PoiIndex, type PoiIndexData } from './poi-index.ts';
import type { PlaceIndex } from './search.ts';

/** A search index as plain data: typed arrays (moved, not copied, between threads), strings and plain objects. */
export interface PlaceIndexData {
  addresses: AddressIndexData;
  airports: PoiIndexData;
  stations: PoiIndexData;
  hotels: PoiIndexData;
}

export function placeIndexData(index: PlaceIndex): PlaceIndexData {
  return {
    addresses: index.addresses.data,
    airports: index.airports.data,
    stations: index.stations.data,
    hotels: index.hotels.data,
  };
}

export function placeIndexFromData(data: PlaceIndexData): PlaceIndex {
  return {
    addresses: new AddressIndex(data.addresses),
    airports: new PoiIndex(data.airports),
    stations: new PoiIndex(data.stations),
    hotels: new PoiIndex(data.hotels),
  };
}

/** The buffers of every typed array in the data, once each: the transfer list of `postMessage`. */
export function buffersOf(data: unknown, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(data)) found.add(data.buffer as ArrayBuffer);
  else if (Array.isArray(data)) for (const item of data) buffersOf(item, found);
  else if (data !== null && typeof data === 'object') for (const value of Object.values(data)) buffersOf(value, found);
  return [...found];
}
