// The maps (checkout's address picker, the branch directory): where their tiles come from
// (configurable at build time) and where they open without a location (near Toronto).

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Downtown Toronto, where the demo's first branch delivers. */
export const DEFAULT_MAP_LOCATION: LatLng = { latitude: 43.6532, longitude: -79.3832 };
export const DEFAULT_MAP_ZOOM = 14;

export interface TileConfig {
  url: string;
  attribution: string;
}

export function tileConfig(env: Pick<ImportMetaEnv, 'VITE_MAP_TILE_URL' | 'VITE_MAP_ATTRIBUTION'> = import.meta.env): TileConfig {
  return {
    url: env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: env.VITE_MAP_ATTRIBUTION || '&copy; OpenStreetMap contributors',
  };
}

/** A coordinate rounded to ~1 m, as addresses keep it. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
