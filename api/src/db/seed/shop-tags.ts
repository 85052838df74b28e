// The demo's shop tags (Foodyman's "takes"): what a branch offers, in English, French and
// Arabic, each with a small icon drawn by images.ts (api/storage/images/tags), linked to the
// branches that offer it.
import type { Database } from '../client';
import { shopTagLinks, shopTags, shopTagTranslations } from '../schema';
import type { Locale } from './menu';

export type ShopTagSlug = 'terrace' | 'family-friendly' | 'late-night' | 'vegan-options' | 'parking' | 'wheelchair-accessible';

export interface DemoShopTag {
  slug: ShopTagSlug;
  texts: Record<Locale, string>;
  /** Keys of the branches that have it (demo-data.ts BRANCHES). */
  branches: string[];
}

export const tagImage = (slug: ShopTagSlug): string => `tags/${slug}.svg`;

export const DEMO_SHOP_TAGS: DemoShopTag[] = [
  { slug: 'terrace', texts: { en: 'Terrace', fr: 'Terrasse', ar: 'شرفة' }, branches: ['downtown', 'midtown', 'etobicoke'] },
  {
    slug: 'family-friendly', texts: { en: 'Family friendly', fr: 'Adapté aux familles', ar: 'مناسب للعائلات' },
    branches: ['midtown', 'scarborough', 'etobicoke'],
  },
  { slug: 'late-night', texts: { en: 'Late night', fr: 'Ouvert tard', ar: 'مفتوح حتى وقت متأخر' }, branches: ['downtown'] },
  {
    slug: 'vegan-options', texts: { en: 'Vegan options', fr: 'Options véganes', ar: 'خيارات نباتية' },
    branches: ['downtown', 'midtown'],
  },
  { slug: 'parking', texts: { en: 'Parking', fr: 'Stationnement', ar: 'موقف سيارات' }, branches: ['scarborough', 'etobicoke'] },
  {
    slug: 'wheelchair-accessible', texts: { en: 'Wheelchair accessible', fr: 'Accessible en fauteuil roulant', ar: 'مهيأ للكراسي المتحركة' },
    branches: ['downtown', 'scarborough'],
  },
];

/** The tags, their titles and their links to the branches (`branchIds`: ids by branch key). */
export async function seedShopTags(tx: Database, branchIds: Record<string, number>): Promise<void> {
  for (const tag of DEMO_SHOP_TAGS) {
    const [row] = await tx.insert(shopTags).values({ img: tagImage(tag.slug) }).returning({ id: shopTags.id });
    await tx.insert(shopTagTranslations).values(Object.entries(tag.texts).map(([locale, title]) => ({ tagId: row.id, locale, title })));
    await tx.insert(shopTagLinks).values(tag.branches.map((key) => ({ shopId: branchIds[key], tagId: row.id })));
  }
}
