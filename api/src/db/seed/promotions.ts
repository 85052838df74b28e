// The demo's promotions: banners (with their products in every branch) and stories. Ensured on
// every start of a demo-seeded database (demo-refresh.ts), so one seeded before promotions
// existed gets them too. A banner is found by its picture, a story by its branch and picture:
// nothing is added twice.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { bannerProducts, banners, bannerTranslations, products, shops, stories } from '../schema';
import { BRANCHES, DEMO_BANNERS, DEMO_STORIES, promotionImage, type DemoBanner } from './demo-data';

const productImage = (slug: string) => `products/${slug}.svg`;

async function addBanner(db: Database, banner: DemoBanner, position: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(banners).values({ type: banner.type, img: promotionImage(banner), url: banner.url, position })
      .returning({ id: banners.id });
    await tx.insert(bannerTranslations).values(Object.entries(banner.texts).map(([locale, [title, description, buttonText]]) => ({
      bannerId: row.id, locale, title, description, buttonText,
    })));
    if (!banner.products.length) return;
    const linked = await tx.select({ id: products.id, img: products.img }).from(products)
      .where(and(inArray(products.img, banner.products.map(productImage)), eq(products.addon, false)));
    await tx.insert(bannerProducts).values(linked.map((product) => ({
      bannerId: row.id, productId: product.id, position: banner.products.indexOf(product.img.slice('products/'.length, -'.svg'.length)),
    })));
  });
}

async function ensureStories(db: Database) {
  for (const branch of BRANCHES) {
    const slugs = DEMO_STORIES[branch.key] ?? [];
    if (!slugs.length) continue;
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.phone, branch.phone));
    if (!shop) continue;
    const known = new Set((await db.select({ img: stories.img }).from(stories).where(eq(stories.shopId, shop.id))).map((row) => row.img));
    for (const slug of slugs) {
      if (known.has(productImage(slug))) continue;
      const [product] = await db.select({ id: products.id }).from(products)
        .where(and(eq(products.shopId, shop.id), eq(products.img, productImage(slug))));
      await db.insert(stories).values({ shopId: shop.id, productId: product?.id ?? null, img: productImage(slug) });
    }
  }
}

export async function ensureDemoPromotions(db: Database): Promise<void> {
  const known = new Set((await db.select({ img: banners.img }).from(banners)).map((row) => row.img));
  for (const [position, banner] of DEMO_BANNERS.entries()) {
    if (!known.has(promotionImage(banner))) await addBanner(db, banner, position);
  }
  await ensureStories(db);
}
