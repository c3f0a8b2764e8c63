import type { TenantPlace } from '#common/tenant/tenant-file.ts';
import { slug } from './normalize.ts';
import { PoiIndex } from './poi-index.ts';

/** "Martiniziekenhuis, Van Swietenplein 1, 9728 NT Groningen" */
function textOf(place: TenantPlace): string {
  const streetLine = [place.street, place.nr].filter(Boolean).join(' ');
  const cityLine = [place.postcode, place.city].filter(Boolean).join(' ');
  return [place.name, streetLine, cityLine].filter(Boolean).join(', ');
}

/** The operator's own places (tenant file `places`), offered in the address field like addresses. */
export function tenantPlaceIndex(places: readonly TenantPlace[]): PoiIndex {
  return PoiIndex.build(
    places.map((place) => ({
      poi: {
        id: `t:${slug(place.name)}`,
        text: textOf(place),
        street: place.street ?? '',
        nr: place.nr ?? '',
        postcode: place.postcode ?? '',
        city: place.city ?? '',
        lat: place.lat,
        lng: place.lng,
        category: place.category,
        atype: -1,
        flightInfo: false,
      },
      names: [{ name: place.name, kind: 'whole' }],
    })),
  );
}
