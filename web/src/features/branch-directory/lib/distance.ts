import type { LatLng } from '../../../shared/lib/map/map-config';
import { numberFormat } from '../../../shared/lib/format/intl';

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Straight-line (great-circle) distance in km between two points: shown to the customer only,
 * never used for delivery (the api's delivery zones decide that). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "1.2" (one decimal under 10 km, whole km beyond), in `locale`. */
export function formatKm(km: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** A location the api gives (0, 0 when a branch has none set) is usable. */
export const hasLocation = (l: LatLng | null | undefined): l is LatLng => !!l && !(l.latitude === 0 && l.longitude === 0);
