import { icon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { map } from '#common/constants.ts';

// Bundled marker images: Leaflet's own detection of its image path fails with hashed assets.
const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [map.markerSize[0], map.markerSize[1]],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const attribution = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>';

type CompanyMapProps = { lat: number; lng: number; company: string; client: string };

/** Where the operator is (docs/reference/screens.md#info): a fixed marker on a map that does not drag. */
export default function CompanyMap({ lat, lng, company, client }: CompanyMapProps) {
  const { t, i18n } = useTranslation();
  // Leaflet fills {r} with '@2x' on retina screens.
  const tiles = `/api/tiles?z={z}&x={x}&y={y}&r={r}&client=${encodeURIComponent(client)}`;
  return (
    <div className="company-map" role="region" aria-label={t('mapLabel', { company })}>
      <MapContainer
        className="company-map__canvas"
        center={[lat, lng]}
        zoom={map.zoom}
        dragging={false}
        scrollWheelZoom={false}
        zoomControl={false}
      >
        {/* Leaflet names its buttons once, in English: made anew in the page's language after a switch. */}
        <ZoomControl key={i18n.language} zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        <TileLayer url={tiles} tileSize={map.tileSizePx} maxZoom={map.maxZoom} attribution={attribution} />
        <Marker position={[lat, lng]} icon={markerIcon} interactive={false} keyboard={false} alt={company} />
      </MapContainer>
    </div>
  );
}
