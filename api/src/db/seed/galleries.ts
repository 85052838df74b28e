// The demo's shop pictures: 4–6 per branch and for the main shop, each with its alternative text
// in English, French and Arabic (`gallery_translations`; `galleries.title` keeps the English one).
// The pictures are drawn by images.ts from the scenes and palettes below, and committed under
// api/storage/images/galleries. The main shop's first four pictures (demo-data.ts GALLERY) are
// inserted by the seed itself; they get their translations here.
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { galleries, galleryTranslations } from '../schema';
import { GALLERY } from './demo-data';
import type { Locale } from './menu';

export type GalleryScene = 'storefront' | 'dining' | 'terrace' | 'kitchen' | 'dishes' | 'bar' | 'lakeside' | 'parking';

/** Colours of one shop's pictures, so each shop's set is its own. */
export interface GalleryPalette {
  /** Facade and dining room walls. */
  wall: string;
  /** Awning stripes, chairs, umbrellas. */
  accent: string;
  second: string;
  /** Tables, counters, floors. */
  wood: string;
}

export interface GalleryPicture {
  scene: GalleryScene;
  texts: Record<Locale, string>;
  /** The dishes a `dishes` scene shows, as [menu category, product slug]: the largest first. */
  dishes?: [string, string][];
}

export interface ShopGallery {
  /** `main` or a branch key (demo-data.ts BRANCHES). */
  shop: string;
  palette: GalleryPalette;
  pictures: GalleryPicture[];
}

export const galleryPath = (shop: string, scene: GalleryScene): string => `galleries/${shop}-${scene}.svg`;

/** Alternative texts of the main shop's first pictures (GALLERY), by path. */
export const MAIN_GALLERY_TEXTS: Record<string, Record<Locale, string>> = {
  'galleries/dining-room.svg': {
    en: 'Our dining room, set for dinner', fr: 'Notre salle à manger, dressée pour le dîner', ar: 'صالة الطعام لدينا، معدّة للعشاء',
  },
  'galleries/oven.svg': {
    en: 'Pizzas baking in the wood-fired oven', fr: 'Des pizzas cuisent dans le four à bois', ar: 'بيتزا تُخبز في فرن الحطب',
  },
  'galleries/sushi-bar.svg': {
    en: 'Fresh rolls at the sushi bar', fr: 'Des makis frais au bar à sushis', ar: 'لفائف طازجة في ركن السوشي',
  },
  'galleries/desserts.svg': {
    en: 'Cakes and tarts at the dessert counter', fr: 'Gâteaux et tartes au comptoir des desserts', ar: 'كعك وفطائر في ركن الحلويات',
  },
};

export const SHOP_GALLERIES: ShopGallery[] = [
  {
    shop: 'main',
    palette: { wall: '#f4efe6', accent: '#2a9d8f', second: '#e9c46a', wood: '#a9744f' },
    pictures: [
      { scene: 'storefront', texts: {
        en: 'The Storefront Kitchen flagship on King Street', fr: 'La maison mère Storefront Kitchen, rue King',
        ar: 'المقر الرئيسي لمطبخ ستورفرونت في شارع كينغ',
      } },
      { scene: 'kitchen', texts: {
        en: 'Our chefs’ open kitchen', fr: 'La cuisine ouverte de nos chefs', ar: 'المطبخ المفتوح لطهاتنا',
      } },
    ],
  },
  {
    shop: 'downtown',
    palette: { wall: '#e9d8c4', accent: '#e76f51', second: '#264653', wood: '#8b5a2b' },
    pictures: [
      { scene: 'storefront', texts: {
        en: 'The Downtown branch’s storefront on Yonge Street', fr: 'La devanture de la succursale Centre-ville, rue Yonge',
        ar: 'واجهة فرع وسط المدينة في شارع يونغ',
      } },
      { scene: 'dining', texts: {
        en: 'The Downtown dining room under pendant lights', fr: 'La salle du Centre-ville sous ses suspensions',
        ar: 'صالة فرع وسط المدينة تحت المصابيح المعلقة',
      } },
      { scene: 'bar', texts: {
        en: 'The late-night counter, open around the clock', fr: 'Le comptoir de nuit, ouvert jour et nuit',
        ar: 'ركن السهر، مفتوح على مدار الساعة',
      } },
      { scene: 'kitchen', texts: {
        en: 'Pans on the stove in the Downtown kitchen', fr: 'Des poêles sur le feu dans la cuisine du Centre-ville',
        ar: 'مقالٍ على الموقد في مطبخ فرع وسط المدينة',
      } },
      { scene: 'dishes', dishes: [['pizza', 'margherita'], ['salads', 'caesar-salad'], ['pasta', 'fettuccine-alfredo']], texts: {
        en: 'Pizza, salad and pasta shared at a table', fr: 'Pizza, salade et pâtes à partager à table',
        ar: 'بيتزا وسلطة ومعكرونة للمشاركة على المائدة',
      } },
      { scene: 'terrace', texts: {
        en: 'The rooftop terrace under string lights', fr: 'La terrasse sur le toit sous les guirlandes lumineuses',
        ar: 'الشرفة على السطح تحت سلاسل الأضواء',
      } },
    ],
  },
  {
    shop: 'midtown',
    palette: { wall: '#f1e3d3', accent: '#6a994e', second: '#f2cc8f', wood: '#9c6644' },
    pictures: [
      { scene: 'storefront', texts: {
        en: 'The Midtown storefront near Yonge and Eglinton', fr: 'La devanture de Midtown près de Yonge et Eglinton',
        ar: 'واجهة فرع ميدتاون قرب تقاطع يونغ وإغلينتون',
      } },
      { scene: 'terrace', texts: {
        en: 'The Midtown patio with green umbrellas', fr: 'Le patio de Midtown et ses parasols verts',
        ar: 'فناء فرع ميدتاون بمظلاته الخضراء',
      } },
      { scene: 'dining', texts: {
        en: 'A cosy corner of the Midtown dining room', fr: 'Un coin douillet de la salle de Midtown',
        ar: 'زاوية دافئة في صالة فرع ميدتاون',
      } },
      { scene: 'dishes', dishes: [['salads', 'quinoa-salad'], ['salads', 'tabbouleh'], ['sides', 'hummus-pita']], texts: {
        en: 'Quinoa salad, tabbouleh and hummus: vegan dishes to share', fr: 'Salade de quinoa, taboulé et houmous : des plats véganes à partager',
        ar: 'سلطة الكينوا والتبولة والحمص: أطباق نباتية للمشاركة',
      } },
      { scene: 'kitchen', texts: {
        en: 'The Midtown kitchen before service', fr: 'La cuisine de Midtown avant le service',
        ar: 'مطبخ فرع ميدتاون قبل بدء الخدمة',
      } },
    ],
  },
  {
    shop: 'scarborough',
    palette: { wall: '#fefae0', accent: '#457b9d', second: '#e9c46a', wood: '#bc6c25' },
    pictures: [
      { scene: 'storefront', texts: {
        en: 'The Scarborough branch at Scarborough Town Centre', fr: 'La succursale de Scarborough au Scarborough Town Centre',
        ar: 'فرع سكاربورو في مركز سكاربورو التجاري',
      } },
      { scene: 'dining', texts: {
        en: 'Long family tables in the Scarborough dining room', fr: 'De grandes tables familiales dans la salle de Scarborough',
        ar: 'طاولات عائلية طويلة في صالة فرع سكاربورو',
      } },
      { scene: 'parking', texts: {
        en: 'Free parking in front of the Scarborough branch', fr: 'Le stationnement gratuit devant la succursale de Scarborough',
        ar: 'موقف سيارات مجاني أمام فرع سكاربورو',
      } },
      { scene: 'dishes', dishes: [['pizza', 'pepperoni'], ['sushi', 'california-roll'], ['sides', 'french-fries']], texts: {
        en: 'Pepperoni pizza, sushi rolls and fries for the whole family', fr: 'Pizza pepperoni, makis et frites pour toute la famille',
        ar: 'بيتزا بيبروني ولفائف سوشي وبطاطس مقلية للعائلة كلها',
      } },
      { scene: 'kitchen', texts: {
        en: 'Big pots simmering in the Scarborough kitchen', fr: 'De grandes marmites mijotent dans la cuisine de Scarborough',
        ar: 'قدور كبيرة تغلي على نار هادئة في مطبخ فرع سكاربورو',
      } },
    ],
  },
  {
    shop: 'etobicoke',
    palette: { wall: '#e0fbfc', accent: '#3d5a80', second: '#ee6c4d', wood: '#7f5539' },
    pictures: [
      { scene: 'storefront', texts: {
        en: 'The Etobicoke storefront on The West Mall', fr: 'La devanture d’Etobicoke sur The West Mall',
        ar: 'واجهة فرع إيتوبيكوك في ذا ويست مول',
      } },
      { scene: 'lakeside', texts: {
        en: 'The lakeside deck of the Etobicoke branch', fr: 'La terrasse au bord du lac de la succursale d’Etobicoke',
        ar: 'الشرفة المطلة على البحيرة في فرع إيتوبيكوك',
      } },
      { scene: 'dining', texts: {
        en: 'The Etobicoke dining room with a view of the lake', fr: 'La salle d’Etobicoke avec vue sur le lac',
        ar: 'صالة فرع إيتوبيكوك المطلة على البحيرة',
      } },
      { scene: 'parking', texts: {
        en: 'Parking beside the Etobicoke branch', fr: 'Le stationnement à côté de la succursale d’Etobicoke',
        ar: 'موقف السيارات بجانب فرع إيتوبيكوك',
      } },
    ],
  },
];

type Tx = Database;

/** Translations of the main shop's pictures already inserted, then every shop's own pictures
 * with theirs. `branchIds`: the branch ids by key. */
export async function seedGalleries(tx: Tx, mainId: number, branchIds: Record<string, number>): Promise<void> {
  const existing = await tx.select({ id: galleries.id, path: galleries.path }).from(galleries).where(eq(galleries.shopId, mainId));
  const rows = existing.flatMap(({ id, path }) => Object.entries(MAIN_GALLERY_TEXTS[path] ?? {})
    .map(([locale, title]) => ({ galleryId: id, locale, title })));
  for (const gallery of SHOP_GALLERIES) {
    const shopId = gallery.shop === 'main' ? mainId : branchIds[gallery.shop];
    const inserted = await tx.insert(galleries).values(gallery.pictures.map((picture) => ({
      shopId, title: picture.texts.en, path: galleryPath(gallery.shop, picture.scene),
    }))).returning({ id: galleries.id });
    gallery.pictures.forEach((picture, i) => {
      for (const [locale, title] of Object.entries(picture.texts)) rows.push({ galleryId: inserted[i].id, locale, title });
    });
  }
  if (rows.length) await tx.insert(galleryTranslations).values(rows);
}

/** Every gallery picture the demo uses (GALLERY's and SHOP_GALLERIES'), for tests. */
export const DEMO_GALLERY_PATHS = [
  ...GALLERY.map((picture) => picture.path),
  ...SHOP_GALLERIES.flatMap((gallery) => gallery.pictures.map((picture) => galleryPath(gallery.shop, picture.scene))),
];
