import type { Suggestion } from '#common/contracts/destinations.ts';
import { coordinateScale, type AddressIndex } from './address-index.ts';
import { addressId, formatPostcode } from './house-number.ts';
import type { Poi } from './poi-index.ts';

/** A bookable address: "Herestraat 12A, 9711 LV Groningen". */
export function addressSuggestion(index: AddressIndex, address: number): Suggestion {
  const { numbers, suffixes, suffixIndexes, postcodes, lats, lngs, streetNames, streetCities, cityNames } = index.data;
  const street = index.streetOf(address);
  const streetName = streetNames[street]!;
  const cityName = cityNames[streetCities[street]!]!;
  const suffix = suffixes[suffixIndexes[address]!]!;
  const nr = `${numbers[address]}${suffix}`;
  const postcode = formatPostcode(postcodes[address]!);
  return {
    id: addressId(postcode, numbers[address]!, suffix),
    text: `${streetName} ${nr}, ${postcode} ${cityName}`,
    nr,
    street: streetName,
    streetShortName: streetName,
    cityName,
    postcode,
    lat: lats[address]! / coordinateScale,
    lng: lngs[address]! / coordinateScale,
    flightInfo: false,
    category: '',
    atype: -1,
    bookable: true,
  };
}

/** A street without a house number, not bookable until one is given: "Herestraat, Groningen". */
export function streetSuggestion(index: AddressIndex, street: number, postcode: number | undefined): Suggestion {
  const { streetNames, streetCities, cityNames, streetIds, streetLats, streetLngs } = index.data;
  const streetName = streetNames[street]!;
  const cityName = cityNames[streetCities[street]!]!;
  return {
    id: streetIds[street]!,
    text:
      postcode === undefined ? `${streetName}, ${cityName}` : `${streetName}, ${formatPostcode(postcode)} ${cityName}`,
    nr: '',
    street: streetName,
    streetShortName: streetName,
    cityName,
    postcode: '',
    lat: streetLats[street]! / coordinateScale,
    lng: streetLngs[street]! / coordinateScale,
    flightInfo: false,
    category: '',
    atype: -1,
    bookable: false,
  };
}

export function poiSuggestion(poi: Poi): Suggestion {
  return {
    id: poi.id,
    text: poi.text,
    nr: poi.nr,
    street: poi.street,
    streetShortName: poi.street,
    cityName: poi.city,
    postcode: poi.postcode,
    lat: poi.lat,
    lng: poi.lng,
    flightInfo: poi.flightInfo,
    category: poi.category,
    atype: poi.atype,
    bookable: true,
  };
}
