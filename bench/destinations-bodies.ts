import path from 'node:path';
import type { DestinationsRequest } from '#common/contracts/destinations.ts';
import {
  addressRows,
  hotelRows,
  stationRows,
  airportRows,
  type RowParser,
} from '#server/modules/places/import/parsers.ts';
import type { PlaceRow } from '#server/modules/places/place-row.ts';

/**
 * What customers type into the address fields, as a few hundred distinct request bodies made from
 * the shipped data: street prefixes (a third), street + number, postcodes, misspellings, stations,
 * airports and hotels.
 */

async function sample(parse: RowParser, file: string, every: number): Promise<PlaceRow[]> {
  const rows: PlaceRow[] = [];
  let seen = 0;
  for await (const row of parse(file, { count: 0 })) if (seen++ % every === 0) rows.push(row);
  return rows;
}

/** The same misspelling each run: a letter dropped, or two swapped. */
function misspelt(name: string, seed: number): string {
  const at = 2 + (seed % Math.max(1, name.length - 3));
  return seed % 2 === 0
    ? name.slice(0, at) + name.slice(at + 1)
    : name.slice(0, at) + (name[at + 1] ?? '') + name[at] + name.slice(at + 2);
}

export async function destinationsBodies(dataDir: string): Promise<DestinationsRequest[]> {
  const provinces = ['Groningen', 'Drenthe', 'Friesland', 'Flevoland', 'Zeeland'];
  const addresses = (
    await Promise.all(
      provinces.map((province) =>
        sample(addressRows, path.join(dataDir, `addresses/provinces/${province}.csv.gz`), 9973),
      ),
    )
  ).flat();
  const stations = await sample(stationRows, path.join(dataDir, 'stations/stations-nl-2017-01.csv'), 9);
  const airports = await sample(airportRows, path.join(dataDir, 'airports/airports-nl-nearby.csv'), 1);
  const hotels = await sample(hotelRows, path.join(dataDir, 'hotels/hotels-nl-geonames.csv'), 29);

  const body = (atype: DestinationsRequest['atype'], query: string, nr = ''): DestinationsRequest => ({
    lang: 'nl',
    atype,
    query,
    nr,
    dbstreetprefix: '',
  });
  const bodies: DestinationsRequest[] = [];
  addresses.forEach((address, index) => {
    const nr = `${address.houseNumber}${address.houseLetter}`;
    bodies.push(body(-1, address.street.slice(0, 3 + (index % 6))));
    if (index % 2 === 0) bodies.push(body(-1, `${address.street} ${nr}`));
    if (index % 5 === 0) bodies.push(body(-1, `${address.street} ${address.houseNumber} ${address.city}`));
    if (index % 7 === 0) bodies.push(body(-1, address.street, nr));
    if (index % 3 === 0)
      bodies.push(
        body(
          -1,
          index % 2 === 0
            ? address.postcode
            : `${address.postcode.slice(0, 4)} ${address.postcode.slice(4).toLowerCase()} ${address.houseNumber}`,
        ),
      );
    if (index % 4 === 0) bodies.push(body(-1, misspelt(address.street, index)));
  });
  stations.forEach((station, index) =>
    bodies.push(body(2, index % 3 === 0 ? station.code : station.name.slice(0, 4 + (index % 8)))),
  );
  airports.forEach((airport, index) =>
    bodies.push(body(1, index % 2 === 0 ? airport.code.toLowerCase() : airport.name.split(' ')[0]!)),
  );
  hotels.forEach((hotel, index) => bodies.push(body(3, hotel.name.slice(0, 5 + (index % 10)))));
  return bodies;
}
