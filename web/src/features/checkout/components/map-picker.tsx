import { useEffect, useRef, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_ZOOM, roundCoordinate, tileConfig, type LatLng } from '../lib/map-config';

const useStyles = makeStyles({
  map: {
    height: '240px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    // Leaflet's panes stack above Fluent's dialog content otherwise.
    isolation: 'isolate',
  },
  note: { color: tokens.colorNeutralForeground3 },
});

/** A pin the customer drops on the map; Leaflet's default marker image needs a bundler path. */
const pin = L.divIcon({
  className: '',
  html: '<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="#d13438"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

/**
 * A map to place the delivery address: a click moves the pin. When tiles cannot load (offline,
 * a blocked tile server) the pin still works on the blank map and a note says so, so checkout
 * never depends on the tile server.
 */
export function MapPicker({ value, onChange }: { value: LatLng; onChange: (location: LatLng) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!element.current) return;
    const { url, attribution } = tileConfig();
    const map = L.map(element.current, { center: [value.latitude, value.longitude], zoom: DEFAULT_MAP_ZOOM });
    L.tileLayer(url, { attribution, maxZoom: 19 }).on('tileerror', () => setTilesFailed(true)).addTo(map);
    marker.current = L.marker([value.latitude, value.longitude], { icon: pin, keyboard: false }).addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) => {
      changed.current({ latitude: roundCoordinate(event.latlng.lat), longitude: roundCoordinate(event.latlng.lng) });
    });
    return () => {
      map.remove();
      marker.current = null;
    };
    // The map is made once; the pin follows `value` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    marker.current?.setLatLng([value.latitude, value.longitude]);
  }, [value.latitude, value.longitude]);

  return (
    <div>
      <div ref={element} className={styles.map} role="application" aria-label={t('checkout.map')} data-testid="map-picker" />
      <Text size={200} className={styles.note}>{tilesFailed ? t('checkout.mapOffline') : t('checkout.mapHint')}</Text>
    </div>
  );
}

export default MapPicker;
