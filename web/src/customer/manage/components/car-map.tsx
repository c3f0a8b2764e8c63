import { useEffect } from 'react';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { map } from '#common/constants.ts';
import { markerIcon, tilesUrl } from '../../../ui/map-parts.ts';

type Point = { lat: number; lng: number };
type CarMapProps = { car: Point; pickup: Point | null; client: string };

const boundsOf = (car: Point, pickup: Point | null) =>
  latLngBounds([car, ...(pickup ? [pickup] : [])].map((point) => [point.lat, point.lng] as [number, number])).pad(0.3);

/** Keeps the car in view: the map moves only when the car leaves what it shows, so the car is seen to move. */
function FollowCar({ car, pickup }: { car: Point; pickup: Point | null }) {
  const leaflet = useMap();
  useEffect(() => {
    if (!leaflet.getBounds().contains([car.lat, car.lng])) leaflet.fitBounds(boundsOf(car, pickup));
  }, [leaflet, car, pickup]);
  return null;
}

/**
 * The car and the pickup on a map (docs/reference/screens.md#manage), loaded only when there is a car to show. It is a
 * picture: nothing in it takes the focus or the pointer; the page says the same in words.
 */
export default function CarMap({ car, pickup, client }: CarMapProps) {
  return (
    <MapContainer
      className="manage-car__canvas"
      bounds={boundsOf(car, pickup)}
      maxZoom={16}
      dragging={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      touchZoom={false}
      boxZoom={false}
      keyboard={false}
      zoomControl={false}
      attributionControl={false}
    >
      <TileLayer url={tilesUrl(client)} tileSize={map.tileSizePx} maxZoom={map.maxZoom} />
      {pickup && (
        <Marker position={[pickup.lat, pickup.lng]} icon={markerIcon} interactive={false} keyboard={false} alt="" />
      )}
      <CircleMarker
        center={[car.lat, car.lng]}
        radius={10}
        interactive={false}
        // A class at creation: Leaflet's setStyle (what pathOptions become) does not set one.
        className="manage-car__car"
        pathOptions={{
          color: '#ffffff',
          weight: 3,
          fillColor: '#0b57d0',
          fillOpacity: 1,
        }}
      />
      <FollowCar car={car} pickup={pickup} />
    </MapContainer>
  );
}
