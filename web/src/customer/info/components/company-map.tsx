import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { map } from '#common/constants.ts';
import { markerIcon, tilesUrl } from '../../../ui/map-parts.ts';

const attribution = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>';

type CompanyMapProps = { lat: number; lng: number; company: string; client: string };

/** Where the operator is (docs/reference/screens.md#info): a fixed marker on a map that does not drag. */
export default function CompanyMap({ lat, lng, company, client }: CompanyMapProps) {
  const { t, i18n } = useTranslation();
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
        <TileLayer url={tilesUrl(client)} tileSize={map.tileSizePx} maxZoom={map.maxZoom} attribution={attribution} />
        <Marker position={[lat, lng]} icon={markerIcon} interactive={false} keyboard={false} alt={company} />
      </MapContainer>
    </div>
  );
}
