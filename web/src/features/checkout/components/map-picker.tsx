import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_ZOOM, roundCoordinate, tileConfig, type LatLng } from '../../../shared/lib/map/map-config';
import { mapKeyAction } from '../lib/map-keys';
import { mapPin as pin } from '../../../shared/lib/map/pin';

const useStyles = makeStyles({
  map: {
    height: '240px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    // Leaflet's panes stack above Fluent's dialog content otherwise.
    isolation: 'isolate',
    // Room for the focus ring, which the dialog's scrolling content would clip at its sides.
    marginInline: '2px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: 0 },
    // The attribution's links sit in its text: told apart by more than their colour.
    '& .leaflet-control-attribution a': { textDecorationLine: 'underline' },
  },
  note: { color: tokens.colorNeutralForeground3 },
  // Read out by screen readers only: where the keyboard put the pin.
  announcement: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

const toLatLng = (location: LatLng): L.LatLngTuple => [location.latitude, location.longitude];

/** The pin moved by `offset` screen pixels at the map's zoom; the map follows to keep it in view. */
function movePin(map: L.Map, from: LatLng, offset: readonly [number, number]): LatLng {
  const zoom = map.getZoom();
  const moved = map.unproject(map.project(toLatLng(from), zoom).add(L.point(offset[0], offset[1])), zoom);
  map.panInside(moved, { padding: [24, 24] });
  return { latitude: roundCoordinate(moved.lat), longitude: roundCoordinate(moved.lng) };
}

/**
 * A map to place the delivery address: a click moves the pin, and so do the arrow keys once the
 * map has the focus (+ and − zoom). When tiles cannot load (offline, a blocked tile server) the
 * pin still works on the blank map and a note says so, so checkout never depends on the tile
 * server.
 */
export function MapPicker({ value, onChange }: { value: LatLng; onChange: (location: LatLng) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const hintId = useId();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const pinAt = useRef(value);
  pinAt.current = value;
  const [tilesFailed, setTilesFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!element.current) return;
    const { url, attribution } = tileConfig();
    // Leaflet's own keys pan the map; here the arrow keys move the pin instead (onKeyDown).
    const created = L.map(element.current, { center: toLatLng(value), zoom: DEFAULT_MAP_ZOOM, keyboard: false, zoomControl: false });
    L.control.zoom({ zoomInTitle: t('checkout.zoomIn'), zoomOutTitle: t('checkout.zoomOut') }).addTo(created);
    L.tileLayer(url, { attribution, maxZoom: 19 }).on('tileerror', () => setTilesFailed(true)).addTo(created);
    marker.current = L.marker(toLatLng(value), { icon: pin, keyboard: false }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      changed.current({ latitude: roundCoordinate(event.latlng.lat), longitude: roundCoordinate(event.latlng.lng) });
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; the pin follows `value` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { latitude, longitude } = value;
  useEffect(() => {
    marker.current?.setLatLng([latitude, longitude]);
  }, [latitude, longitude]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys on the map itself only: its zoom buttons and links keep theirs.
    const action = event.target === event.currentTarget && map.current ? mapKeyAction(event.key, event.shiftKey) : null;
    if (!action || !map.current) return;
    event.preventDefault();
    if ('zoom' in action) {
      map.current.setView(toLatLng(pinAt.current), map.current.getZoom() + action.zoom);
      return;
    }
    const next = movePin(map.current, pinAt.current, action.move);
    pinAt.current = next;
    changed.current(next);
    setAnnouncement(t('checkout.pinAt', { latitude: next.latitude.toFixed(5), longitude: next.longitude.toFixed(5) }));
  };

  return (
    <div>
      <div
        ref={element}
        className={styles.map}
        role="application"
        tabIndex={0}
        aria-label={t('checkout.map')}
        aria-describedby={hintId}
        data-testid="map-picker"
        onKeyDown={onKeyDown}
      />
      <Text id={hintId} size={200} className={styles.note}>
        {t('checkout.mapHint')}
        {tilesFailed && ` ${t('checkout.mapOffline')}`}
      </Text>
      <span className={styles.announcement} aria-live="polite">{announcement}</span>
    </div>
  );
}

export default MapPicker;
