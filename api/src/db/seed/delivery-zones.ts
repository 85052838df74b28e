// The demo branches' delivery zones: every open branch gets an octagon of about 4 km around
// it. Ensured on every start of a demo-seeded database, so databases seeded before zones
// existed get them too; a branch that already has a zone keeps it.
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../client';
import { deliveryZones, shops } from '../schema';

export const DEMO_ZONE_RADIUS_KM = 4;
const KM_PER_DEGREE = 111.32;

/** An octagon of `radiusKm` around a point, as `[latitude, longitude]` pairs. */
export function octagonAround(latitude: number, longitude: number, radiusKm: number): [number, number][] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    return [round(latitude + dLat * Math.sin(angle)), round(longitude + dLng * Math.cos(angle))];
  });
}

export async function ensureDeliveryZones(db: Database): Promise<void> {
  const zoned = db.select({ shopId: deliveryZones.shopId }).from(deliveryZones);
  const branches = await db.select({ id: shops.id, latitude: shops.latitude, longitude: shops.longitude }).from(shops)
    .where(and(isNotNull(shops.parentId), eq(shops.open, true), notInArray(shops.id, zoned)));
  if (!branches.length) return;
  await db.insert(deliveryZones)
    .values(branches.map((branch) => ({ shopId: branch.id, address: octagonAround(branch.latitude, branch.longitude, DEMO_ZONE_RADIUS_KM) })))
    .onConflictDoNothing();
}
