import { icon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { map } from '#common/constants.ts';

/**
 * What every map of the app is made of (the operator's on the info page, the car's on the customer's own booking):
 * Leaflet's marker from the bundled images, since Leaflet's own detection of its image path fails with hashed assets.
 */
export const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [map.markerSize[0], map.markerSize[1]],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/**
 * The tiles through the server's proxy (docs/reference/api.md#tiles), for the tenant `client`; Leaflet fills {r} with
 * '@2x' on retina screens.
 */
export const tilesUrl = (client: string) => `/api/tiles?z={z}&x={x}&y={y}&r={r}&client=${encodeURIComponent(client)}`;
