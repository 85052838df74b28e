// The delivery-zones module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { deliveryZones } from './tables';
export { haversineKm, type LatLng, pointInPolygon } from './geo';
export { deliveryZonesModule } from './module';
export { createDeliveryZonesService, DELIVERY_MESSAGES, notInZone } from './service';
