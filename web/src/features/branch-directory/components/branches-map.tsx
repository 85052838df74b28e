import { useEffect, useRef, useState } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_LOCATION, DEFAULT_MAP_ZOOM, tileConfig, type LatLng } from '../../../shared/lib/map/map-config';
import { mapPin } from '../../../shared/lib/map/pin';

const useStyles = makeStyles({
  map: {
    height: '360px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    isolation: 'isolate',
    '& .leaflet-control-attribution a': { textDecorationLine: 'underline' },
    '& .leaflet-marker-icon:focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  small: { height: '240px' },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface MapBranch {
  id: number;
  title: string;
  location: LatLng;
}

export interface BranchesMapProps {
  branches: ReadonlyArray<MapBranch>;
  /** A pin chosen (click, or Enter on the focused pin): the page shows that branch. */
  onPick?: (id: number) => void;
  /** One branch's page: a smaller map centred on it. */
  small?: boolean;
}

/**
 * The branches on a map, a pin each. Pins are Leaflet markers with `keyboard: true` (Tab reaches
 * them, Enter picks one) titled by the branch. Tiles may fail to load (offline, a blocked tile
 * server): a note says so, and the page keeps its list of branches, so nothing depends on them.
 */
export function BranchesMap({ branches, onPick, small = false }: BranchesMapProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const picked = useRef(onPick);
  picked.current = onPick;
  const [tilesFailed, setTilesFailed] = useState(false);
  const key = branches.map((b) => `${b.id}:${b.location.latitude},${b.location.longitude}`).join('|');

  useEffect(() => {
    if (!element.current) return;
    const { url, attribution } = tileConfig();
    const map = L.map(element.current, { center: [DEFAULT_MAP_LOCATION.latitude, DEFAULT_MAP_LOCATION.longitude], zoom: DEFAULT_MAP_ZOOM, scrollWheelZoom: false,
      // No zoom animation: a map removed mid-animation (the customer ordering from a pin) would throw.
      zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
    L.tileLayer(url, { attribution, maxZoom: 19 }).on('tileerror', () => setTilesFailed(true)).addTo(map);
    const points: L.LatLngTuple[] = [];
    for (const branch of branches) {
      const at: L.LatLngTuple = [branch.location.latitude, branch.location.longitude];
      points.push(at);
      const marker = L.marker(at, { icon: mapPin, keyboard: true, title: branch.title, alt: branch.title, riseOnHover: true }).addTo(map);
      const element = marker.getElement();
      if (element) {
        element.setAttribute('role', 'button');
        element.setAttribute('aria-label', branch.title);
        element.dataset.branchId = String(branch.id);
        // Enter or Space on the focused pin picks it, as on a button.
        element.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          picked.current?.(branch.id);
        });
      }
      marker.on('click', () => picked.current?.(branch.id));
    }
    if (points.length === 1) map.setView(points[0], DEFAULT_MAP_ZOOM);
    else if (points.length > 1) map.fitBounds(points, { padding: [32, 32], maxZoom: DEFAULT_MAP_ZOOM });
    return () => {
      map.remove();
    };
    // The map is rebuilt when the branches or their places change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div>
      <div ref={element} className={mergeClasses(styles.map, small && styles.small)} role="region" aria-label={t('branchDirectory.mapLabel')} data-testid="branches-map" />
      <Text size={200} className={styles.note}>
        {onPick && t('branchDirectory.mapHint')}
        {tilesFailed && ` ${t('branchDirectory.mapOffline')}`}
      </Text>
    </div>
  );
}

export default BranchesMap;
