// Delivery zones: one polygon of [latitude, longitude] points per branch. A point is delivered
// to when it lies inside the zone of an open, approved shop; the nearest such branch (haversine
// distance to the branch's location) is the one that serves it.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ApiError, badRequest, notFound, onField } from '../../http/errors';
import { shops } from '../shops';
import { deliveryZones } from './tables';
import { haversineKm, pointInPolygon, type LatLng } from './geo';

export const DELIVERY_MESSAGES = {
  notInZone: "We don't deliver here yet. Please, change your address or choose pickup option.",
  noBranch: "Sorry, we're not available here",
} as const;

/** Foodyman's ERROR_433 "Not in polygon". */
export const notInZone = (): ApiError => new ApiError(400, 'ERROR_433', DELIVERY_MESSAGES.notInZone);
/** On `address` with its reason: the web tells it apart from other refusals of the point. */
export const noDeliveringBranch = (): ApiError =>
  new ApiError(400, 'ERROR_400', DELIVERY_MESSAGES.noBranch, onField('address', DELIVERY_MESSAGES.noBranch, { code: 'out_of_zone' }));

export interface DeliveryPoint {
  'address[latitude]': number;
  'address[longitude]': number;
}

/** The query's point, its ranges checked (400 naming the query key). */
export function pointOf(query: DeliveryPoint): LatLng {
  const latitude = query['address[latitude]'];
  const longitude = query['address[longitude]'];
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw badRequest('address[latitude]', 'The address latitude must be between -90 and 90.', { code: 'between', min: -90, max: 90 });
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw badRequest('address[longitude]', 'The address longitude must be between -180 and 180.', { code: 'between', min: -180, max: 180 });
  }
  return [latitude, longitude];
}

export function createDeliveryZonesService(db: Database) {
  /** Open, approved shops whose zone contains the point, nearest first. */
  async function deliveringShops(point: LatLng) {
    const rows = await db.select({ shopId: shops.id, latitude: shops.latitude, longitude: shops.longitude, zone: deliveryZones.address })
      .from(deliveryZones)
      .innerJoin(shops, eq(shops.id, deliveryZones.shopId))
      .where(and(eq(shops.open, true), eq(shops.status, 'approved')));
    return rows
      .filter((row) => pointInPolygon(point, row.zone))
      .map((row) => ({ shopId: row.shopId, km: haversineKm(point, [row.latitude, row.longitude]) }))
      .sort((a, b) => a.km - b.km || a.shopId - b.shopId);
  }

  return {
    /** Any branch delivers here, or 400 ERROR_433. */
    async checkAny(point: LatLng): Promise<void> {
      if (!(await deliveringShops(point)).length) throw notInZone();
    },

    /** This shop's zone contains the point: 404 without shop or zone, 400 ERROR_433 outside. */
    async checkShop(shopId: number, point: LatLng): Promise<void> {
      const [row] = await db.select({ zone: deliveryZones.address }).from(deliveryZones)
        .innerJoin(shops, eq(shops.id, deliveryZones.shopId))
        .where(and(eq(deliveryZones.shopId, shopId), eq(shops.status, 'approved')));
      if (!row) throw notFound();
      if (!pointInPolygon(point, row.zone)) throw notInZone();
    },

    /** Id of the nearest open branch delivering here, or 400 "Sorry, we're not available here". */
    async nearestBranchId(point: LatLng): Promise<number> {
      const [nearest] = await deliveringShops(point);
      if (!nearest) throw noDeliveringBranch();
      return nearest.shopId;
    },
  };
}

export type DeliveryZonesService = ReturnType<typeof createDeliveryZonesService>;
