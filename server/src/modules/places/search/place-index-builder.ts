import { altNameSeparator, type PlaceRow } from '../place-row.ts';
import { AddressIndexBuilder } from './address-index-builder.ts';
import { PoiIndex, type Poi, type PoiName } from './poi-index.ts';
import type { PlaceIndex } from './search.ts';

type PoiItem = { poi: Poi; names: PoiName[] };

const altNamesOf = (row: PlaceRow) => (row.altNames === '' ? [] : row.altNames.split(altNameSeparator));

function poiOf(row: PlaceRow, text: string, atype: Poi['atype']): Poi {
  return {
    id: row.id,
    text,
    street: row.street,
    nr: '',
    postcode: '',
    city: row.city,
    lat: row.lat,
    lng: row.lng,
    category: row.category,
    atype,
    flightInfo: atype === 1,
  };
}

/** "Station Groningen"; found by its names, "Station <name>" and its NS code ("GN"). */
function stationItem(row: PlaceRow): PoiItem {
  const names: PoiName[] = [
    { name: row.name, kind: 'whole' },
    { name: `Station ${row.name}`, kind: 'whole' },
    ...altNamesOf(row).map((name) => ({ name, kind: 'whole' as const })),
    { name: row.code, kind: 'code' },
  ];
  return { poi: poiOf(row, `Station ${row.name}`, 2), names };
}

/** "Amsterdam Airport Schiphol (AMS)"; found by name, IATA and ICAO code, and its city. */
function airportItem(row: PlaceRow): PoiItem {
  const names: PoiName[] = [
    { name: row.name, kind: 'whole' },
    { name: row.code, kind: 'code' },
    ...altNamesOf(row).map((name) => ({ name, kind: 'code' as const })),
    { name: row.city, kind: 'place' },
  ];
  return { poi: poiOf(row, `${row.name} (${row.code})`, 1), names };
}

/** "Hotel de Doelen, Groningen"; found by its names and its city. */
function hotelItem(row: PlaceRow): PoiItem {
  const text =
    row.city === '' || row.name.toLowerCase().includes(row.city.toLowerCase()) ? row.name : `${row.name}, ${row.city}`;
  const names: PoiName[] = [
    { name: row.name, kind: 'whole' },
    ...altNamesOf(row).map((name) => ({ name, kind: 'whole' as const })),
    { name: row.city, kind: 'place' },
  ];
  return { poi: poiOf(row, text, 3), names };
}

/**
 * Takes the rows of the places table in any order and makes the search index of them. Places and
 * postcode centroids are not suggested (docs/decisions/008-dbstreetprefix.md), so they are passed over.
 */
export class PlaceIndexBuilder {
  readonly addresses = new AddressIndexBuilder();
  private readonly airports: PoiItem[] = [];
  private readonly stations: PoiItem[] = [];
  private readonly hotels: PoiItem[] = [];

  add(row: PlaceRow): void {
    switch (row.kind) {
      case 'address':
        if (row.houseNumber !== null) this.addresses.add({ ...row, houseNumber: row.houseNumber });
        return;
      case 'station':
        this.stations.push(stationItem(row));
        return;
      case 'airport':
        this.airports.push(airportItem(row));
        return;
      case 'hotel':
        this.hotels.push(hotelItem(row));
        return;
      default:
        return;
    }
  }

  finish(): PlaceIndex {
    return {
      addresses: this.addresses.finish(),
      airports: PoiIndex.build(this.airports),
      stations: PoiIndex.build(this.stations),
      hotels: PoiIndex.build(this.hotels),
    };
  }
}
