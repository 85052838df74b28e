import L from 'leaflet';

/** A map pin (the address picker's, each branch's); Leaflet's default marker image needs a bundler path. */
export const mapPin = L.divIcon({
  className: '',
  html: '<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="#d13438"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});
