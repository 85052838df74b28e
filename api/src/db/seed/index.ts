// The demo seed: a restaurant with a main shop, four Toronto branches, a menu of 87 dishes
// copied into each branch (each branch owns its products, stocks and quantities) and each
// branch's floor of tables to reserve (floors.ts). Runs in one transaction and only on an empty
// database (detected by the main shop), so it is idempotent.
import { isNull } from 'drizzle-orm';
import type { Database } from '../client';
import {
  appMeta, categories, categoryTranslations, currencies, extraGroups, extraGroupTranslations, extraValues, galleries,
  languages, productTranslations, products, settings, shops, shopTranslations, shopWorkingDays, stockAddons, stockExtras,
  stocks, translations, units, unitTranslations,
} from '../schema';
import { WEEK_DAYS } from '../calendar';
import { foldForSearch } from '../../http/search-text';
import {
  BRANCHES, CURRENCIES, EXTRA_GROUPS, GALLERY, LANGUAGES, MAIN_SHOP, SETTINGS, UI_TRANSLATIONS, UNIT,
  type BranchSeed,
} from './demo-data';
import { ADDON_CATEGORY, ADDONS, MENU, type Locale, type MenuItem, type Texts, type VariantKind } from './menu';
import { clientTranslationRows } from './client-translations';
import { refreshDemo, DEMO_MARKERS } from './demo-refresh';
import { seedFloors } from './floors';
import { seedGalleries } from './galleries';
import { seedShopTags } from './shop-tags';
import { seedReviews } from './reviews';

const LOCALES: Locale[] = ['en', 'fr', 'ar'];
const SHOP_TAX = 13; // Ontario HST, %
const PRODUCT_TAX = 13;

type Tx = Database;

export async function isSeeded(db: Database): Promise<boolean> {
  const [main] = await db.select({ id: shops.id }).from(shops).where(isNull(shops.parentId)).limit(1);
  return main !== undefined;
}

/** Seeds the demo data unless the database already has a main shop. Returns whether it ran. */
export async function seedDemo(db: Database, now = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    if (await isSeeded(tx)) return false;
    await seedReferenceData(tx);
    const mainId = await insertShop(tx, MAIN_SHOP, null);
    await tx.insert(galleries).values(GALLERY.map((picture) => ({ shopId: mainId, ...picture })));
    const branchIds: Record<string, number> = {};
    for (const branch of BRANCHES) branchIds[branch.key] = await insertShop(tx, branch, mainId);
    await seedGalleries(tx, mainId, branchIds);
    await seedShopTags(tx, branchIds);
    await seedMenus(tx, BRANCHES.map((branch) => branchIds[branch.key]));
    await tx.insert(appMeta).values([
      { key: DEMO_MARKERS.seed, value: 'demo' },
      { key: DEMO_MARKERS.closedTodayBranch, value: String(branchIds.scarborough) },
      { key: DEMO_MARKERS.dayOffBranch, value: String(branchIds.midtown) },
    ]);
    await seedFloors(tx);
    await seedReviews(tx, branchIds, now);
    return true;
  });
  if (seeded) await refreshDemo(db, now);
  return seeded;
}

async function seedReferenceData(tx: Tx) {
  await tx.insert(languages).values(LANGUAGES);
  await tx.insert(currencies).values(CURRENCIES);
  await tx.insert(settings).values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value })));
  await tx.insert(translations).values(Object.entries(UI_TRANSLATIONS)
    .flatMap(([key, values]) => LOCALES.map((locale) => ({ key, locale, value: values[locale] }))));
  await tx.insert(translations).values(clientTranslationRows(new Set(Object.keys(UI_TRANSLATIONS))));
}

async function insertShop(tx: Tx, shop: Omit<BranchSeed, 'key'> & { key?: string }, parentId: number | null): Promise<number> {
  const [row] = await tx.insert(shops).values({
    parentId,
    tax: SHOP_TAX,
    price: shop.price,
    pricePerKm: shop.pricePerKm,
    minAmount: parentId === null ? 0 : 1500,
    open: shop.open,
    phone: shop.phone,
    logoImg: 'shops/logo.svg',
    backgroundImg: `shops/${shop.key ?? 'main'}.svg`,
    latitude: shop.latitude,
    longitude: shop.longitude,
    deliveryTimeFrom: shop.deliveryTime[0],
    deliveryTimeTo: shop.deliveryTime[1],
  }).returning({ id: shops.id });
  await tx.insert(shopTranslations).values(LOCALES.map((locale) => {
    const [title, description, address] = shop.texts[locale];
    return { shopId: row.id, locale, title, description, address };
  }));
  if (parentId !== null) {
    const [from, to] = shop.hours ?? ['09-00', '23-00'];
    await tx.insert(shopWorkingDays).values(WEEK_DAYS.map((day) => ({ shopId: row.id, day, from, to })));
  }
  return row.id;
}

const translationRows = <K extends string>(key: K, id: number, texts: Texts) =>
  LOCALES.map((locale) => ({ [key]: id, locale, title: texts[locale][0], description: texts[locale][1] }) as Record<K, number> & {
    locale: Locale; title: string; description: string;
  });

interface Catalogue {
  categoryIds: Map<string, number>;
  addonCategoryId: number;
  unitId: number;
  extraValueIds: Map<string, number[]>;
}

async function seedCatalogue(tx: Tx): Promise<Catalogue> {
  const categoryIds = new Map<string, number>();
  const all = [...MENU.map((category, i) => ({ ...category, input: i + 1 })), { ...ADDON_CATEGORY, input: 99 }];
  for (const category of all) {
    const [row] = await tx.insert(categories).values({ input: category.input, img: `categories/${category.slug}.svg` })
      .returning({ id: categories.id });
    categoryIds.set(category.slug, row.id);
    await tx.insert(categoryTranslations).values(translationRows('categoryId', row.id, category.texts));
  }
  const [unit] = await tx.insert(units).values({ position: 'after' }).returning({ id: units.id });
  await tx.insert(unitTranslations).values(LOCALES.map((locale) => ({ unitId: unit.id, locale, title: UNIT[locale] })));

  const extraValueIds = new Map<string, number[]>();
  for (const group of EXTRA_GROUPS) {
    const [row] = await tx.insert(extraGroups).values({ type: 'text' }).returning({ id: extraGroups.id });
    await tx.insert(extraGroupTranslations).values(LOCALES.map((locale) => ({ extraGroupId: row.id, locale, title: group.texts[locale] })));
    const values = await tx.insert(extraValues).values(group.values.map((value) => ({ extraGroupId: row.id, value })))
      .returning({ id: extraValues.id });
    extraValueIds.set(group.key, values.map((value) => value.id));
  }
  return { categoryIds, addonCategoryId: categoryIds.get(ADDON_CATEGORY.slug)!, unitId: unit.id, extraValueIds };
}

interface Variant {
  suffix: string;
  price: number;
  extraValueId?: number;
}

/** Prices end in 49 or 99 cents, like a real menu. */
const menuPrice = (cents: number) => Math.max(99, Math.round(cents / 50) * 50 - 1);

function variantsOf(kind: VariantKind, basePrice: number, catalogue: Catalogue): Variant[] {
  if (kind === 'size') {
    const [small, medium, large] = catalogue.extraValueIds.get('size')!;
    return [
      { suffix: 'S', price: basePrice, extraValueId: small },
      { suffix: 'M', price: menuPrice(basePrice * 1.3), extraValueId: medium },
      { suffix: 'L', price: menuPrice(basePrice * 1.6), extraValueId: large },
    ];
  }
  if (kind === 'patty') {
    const [single, double] = catalogue.extraValueIds.get('patty')!;
    return [{ suffix: '1', price: basePrice, extraValueId: single }, { suffix: '2', price: basePrice + 400, extraValueId: double }];
  }
  return [{ suffix: 'R', price: basePrice }];
}

/** Deterministic quantities: some sizes sold out, a few dishes out of stock in one branch. */
function quantityOf(branchIndex: number, itemIndex: number, variantIndex: number): number {
  if ((itemIndex + branchIndex * 5) % 29 === 0) return 0;
  if (variantIndex === 2 && itemIndex % 7 === 3) return 0;
  return 20 + ((itemIndex * 13 + branchIndex * 7 + variantIndex * 5) % 60);
}

const BRANCH_PRICE_DELTA = [0, 50, -50, 0];

async function insertProduct(tx: Tx, shopId: number, categoryId: number, unitId: number, item: MenuItem, extra: {
  addon: boolean; soldCount: number;
}): Promise<number> {
  const [row] = await tx.insert(products).values({
    shopId, categoryId, unitId, img: `products/${item.slug}.svg`, tax: PRODUCT_TAX, addon: extra.addon,
    vegetarian: item.vegetarian, kcal: item.kcal, carbs: Math.round(item.kcal / 8), protein: Math.round(item.kcal / 25),
    fats: Math.round(item.kcal / 20), soldCount: extra.soldCount,
  }).returning({ id: products.id });
  await tx.insert(productTranslations).values(LOCALES.map((locale) => {
    const [title, description] = item.texts[locale];
    return {
      productId: row.id, locale, title, description,
      searchTitle: foldForSearch(title), searchDescription: foldForSearch(description),
    };
  }));
  return row.id;
}

async function seedBranchAddons(tx: Tx, shopId: number, catalogue: Catalogue, branchIndex: number) {
  const addonProductIds = new Map<string, number>();
  for (const [i, addon] of ADDONS.entries()) {
    const productId = await insertProduct(tx, shopId, catalogue.addonCategoryId, catalogue.unitId, addon, { addon: true, soldCount: 0 });
    await tx.insert(stocks).values({
      productId, sku: `${shopId}-${addon.slug}`, price: addon.price, quantity: 100 + ((i + branchIndex) % 5) * 10, addon: true,
    });
    addonProductIds.set(addon.slug, productId);
  }
  return addonProductIds;
}

async function seedBranchMenu(tx: Tx, shopId: number, branchIndex: number, catalogue: Catalogue) {
  const addonProductIds = await seedBranchAddons(tx, shopId, catalogue, branchIndex);
  let itemIndex = 0;
  for (const category of MENU) {
    for (const item of category.items) {
      itemIndex += 1;
      const productId = await insertProduct(tx, shopId, catalogue.categoryIds.get(category.slug)!, catalogue.unitId, item, {
        addon: false, soldCount: (itemIndex * 37 + branchIndex * 11) % 40,
      });
      const variants = variantsOf(category.variants, item.price + BRANCH_PRICE_DELTA[branchIndex % BRANCH_PRICE_DELTA.length], catalogue);
      const inserted = await tx.insert(stocks).values(variants.map((variant, v) => ({
        productId,
        sku: `${shopId}-${item.slug}-${variant.suffix}`,
        price: variant.price,
        quantity: quantityOf(branchIndex, itemIndex, v),
        discount: itemIndex % 9 === 0 && v === 0 ? 100 : 0,
      }))).returning({ id: stocks.id });
      const extras = inserted.flatMap((stock, v) => (variants[v].extraValueId ? [{ stockId: stock.id, extraValueId: variants[v].extraValueId! }] : []));
      if (extras.length) await tx.insert(stockExtras).values(extras);
      const addons = inserted.flatMap((stock) => category.addons.map((slug) => ({ stockId: stock.id, addonId: addonProductIds.get(slug)! })));
      if (addons.length) await tx.insert(stockAddons).values(addons);
    }
  }
}

async function seedMenus(tx: Tx, branchIds: number[]) {
  const catalogue = await seedCatalogue(tx);
  for (const [i, shopId] of branchIds.entries()) await seedBranchMenu(tx, shopId, i, catalogue);
}
