// The demo restaurant: languages, currencies, settings, UI strings and the branches.
import type { Texts } from './menu';

export const LANGUAGES = [
  { title: 'English', locale: 'en', backward: false, isDefault: true },
  { title: 'العربية', locale: 'ar', backward: true, isDefault: false },
  { title: 'Français', locale: 'fr', backward: false, isDefault: false },
];

export const CURRENCIES = [
  { title: 'USD', symbol: '$', rate: 1, position: 'before' as const, isDefault: true },
  { title: 'EUR', symbol: '€', rate: 0.92, position: 'after' as const, isDefault: false },
  { title: 'CAD', symbol: 'CA$', rate: 1.38, position: 'before' as const, isDefault: false },
];

export const SETTINGS: Record<string, string> = {
  /** Who sets the payment methods, as Foodyman clients read it: `admin` (the restaurant), so they
   * list `GET /rest/payments`; `seller` would send them to each shop's `shop_payments` (the same). */
  payment_type: 'admin',
  /** The payment methods the restaurant accepts, a comma list of cash and wallet. */
  payment_methods: 'cash,wallet',
  /** Added to every order, in the base currency. */
  service_fee: '0.99',
  instagram: 'https://www.instagram.com/storefront.demo',
  facebook: 'https://www.facebook.com/storefront.demo',
  twitter: 'https://twitter.com/storefront_demo',
  youtube: 'https://www.youtube.com/@storefront-demo',
  telegram: 'https://t.me/storefront_demo',
  referral_active: '1',
  otp_expire_time: '10',
  customer_app_android: 'https://play.google.com/store/apps/details?id=demo.storefront.customer',
  customer_app_ios: 'https://apps.apple.com/app/storefront-customer/id0000000001',
  delivery_app_android: 'https://play.google.com/store/apps/details?id=demo.storefront.courier',
  delivery_app_ios: 'https://apps.apple.com/app/storefront-courier/id0000000002',
  vendor_app_android: 'https://play.google.com/store/apps/details?id=demo.storefront.vendor',
  vendor_app_ios: 'https://apps.apple.com/app/storefront-vendor/id0000000003',
  footer_text: 'Storefront Kitchen. All rights reserved.',
  address: '100 King St W, Toronto, ON M5X 1A9, Canada',
  phone: '+1 416 555 0100',
  email: 'hello@storefront.example',
  reservation_time_durations: '60,90,120',
  reservation_before_time: '1',
  min_reservation_time: '30',
  recommended_count: '2',
  group_order: '1',
  /** Reward points an order earns per unit (1.00) of the base currency, once delivered. */
  points_per_unit: '1',
  /** What one point is worth in the wallet, in the base currency (50 points = 2.50). */
  points_rate: '0.05',
  /** The fewest points one conversion takes. */
  points_min_convert: '50',
};

type UiStrings = Record<'en' | 'fr' | 'ar', string>;

export const UI_TRANSLATIONS: Record<string, UiStrings> = {
  'search': { en: 'Search', fr: 'Rechercher', ar: 'بحث' },
  'search.products': { en: 'Search products', fr: 'Rechercher des produits', ar: 'ابحث عن المنتجات' },
  'products': { en: 'Products', fr: 'Produits', ar: 'المنتجات' },
  'found.results': { en: 'Found {count} results', fr: '{count} résultats trouvés', ar: 'تم العثور على {count} نتيجة' },
  'recent.searches': { en: 'Recent searches', fr: 'Recherches récentes', ar: 'عمليات البحث الأخيرة' },
  'clear': { en: 'Clear', fr: 'Effacer', ar: 'مسح' },
  'branch': { en: 'Branch', fr: 'Succursale', ar: 'الفرع' },
  'branches': { en: 'Branches', fr: 'Succursales', ar: 'الفروع' },
  'open': { en: 'Open', fr: 'Ouvert', ar: 'مفتوح' },
  'closed': { en: 'Closed', fr: 'Fermé', ar: 'مغلق' },
  'login': { en: 'Login', fr: 'Connexion', ar: 'تسجيل الدخول' },
  'logout': { en: 'Log out', fr: 'Déconnexion', ar: 'تسجيل الخروج' },
  'cart': { en: 'Cart', fr: 'Panier', ar: 'السلة' },
  'checkout': { en: 'Checkout', fr: 'Paiement', ar: 'إتمام الطلب' },
  'add.to.cart': { en: 'Add to cart', fr: 'Ajouter au panier', ar: 'أضف إلى السلة' },
  'out.of.stock': { en: 'Out of stock', fr: 'En rupture de stock', ar: 'نفد من المخزون' },
  'delivery': { en: 'Delivery', fr: 'Livraison', ar: 'توصيل' },
  'pickup': { en: 'Pickup', fr: 'À emporter', ar: 'استلام' },
  'subtotal': { en: 'Subtotal', fr: 'Sous-total', ar: 'المجموع الفرعي' },
  'tax': { en: 'Tax', fr: 'Taxe', ar: 'الضريبة' },
  'total': { en: 'Total', fr: 'Total', ar: 'الإجمالي' },
  'price': { en: 'Price', fr: 'Prix', ar: 'السعر' },
  'quantity': { en: 'Quantity', fr: 'Quantité', ar: 'الكمية' },
  'favourites': { en: 'Favourites', fr: 'Favoris', ar: 'المفضلة' },
  'orders': { en: 'Orders', fr: 'Commandes', ar: 'الطلبات' },
  'profile': { en: 'Profile', fr: 'Profil', ar: 'الملف الشخصي' },
  'settings': { en: 'Settings', fr: 'Paramètres', ar: 'الإعدادات' },
  'language': { en: 'Language', fr: 'Langue', ar: 'اللغة' },
  'currency': { en: 'Currency', fr: 'Devise', ar: 'العملة' },
  'recommended': { en: 'Recommended', fr: 'Recommandés', ar: 'موصى به' },
  'most.sold': { en: 'Most sold', fr: 'Les plus vendus', ar: 'الأكثر مبيعاً' },
  'no.results': { en: 'Nothing found', fr: 'Aucun résultat', ar: 'لا توجد نتائج' },
  'try.again': { en: 'Try again', fr: 'Réessayer', ar: 'حاول مرة أخرى' },
  'something.went.wrong': { en: 'Oops, something went wrong!', fr: 'Oups, une erreur est survenue !', ar: 'عذراً، حدث خطأ ما!' },
  'required': { en: 'Required', fr: 'Obligatoire', ar: 'مطلوب' },
  'working.hours': { en: 'Working hours', fr: 'Horaires d’ouverture', ar: 'ساعات العمل' },
  'min.amount': { en: 'Minimum order', fr: 'Commande minimum', ar: 'الحد الأدنى للطلب' },
  'delivery.time': { en: 'Delivery time', fr: 'Délai de livraison', ar: 'وقت التوصيل' },
};

export interface BranchSeed {
  key: string;
  latitude: number;
  longitude: number;
  phone: string;
  open: boolean;
  /** Delivery price and price per km, in cents. */
  price: number;
  pricePerKm: number;
  deliveryTime: [from: string, to: string];
  /** Every day's opening hours ("HH-MM"); default 09-00 to 23-00. */
  hours?: [from: string, to: string];
  texts: Record<'en' | 'fr' | 'ar', [title: string, description: string, address: string]>;
}

export const MAIN_SHOP: { texts: BranchSeed['texts'] } & Omit<BranchSeed, 'key' | 'texts'> = {
  latitude: 43.6532, longitude: -79.3832, phone: '+1 416 555 0100', open: true, price: 0, pricePerKm: 0,
  deliveryTime: ['30', '45'],
  texts: {
    en: ['Storefront Kitchen', 'Pizza, burgers, sushi and more from our Toronto kitchens.', '100 King St W, Toronto'],
    fr: ['Storefront Kitchen', 'Pizzas, burgers, sushis et plus, de nos cuisines de Toronto.', '100 King St W, Toronto'],
    ar: ['مطبخ ستورفرونت', 'بيتزا وبرغر وسوشي والمزيد من مطابخنا في تورنتو.', '100 كينغ ستريت غرب، تورنتو'],
  },
};

/** Demo roles: Downtown is open around the clock (a customer can order at any hour, and so can
 * the browser tests), Midtown has today's working day disabled, Scarborough is closed today by a
 * closed date (both kept current by the demo refresh), Etobicoke has its open flag off. */
export const BRANCHES: BranchSeed[] = [
  {
    key: 'downtown', latitude: 43.6532, longitude: -79.3832, phone: '+1 416 555 0101', open: true,
    price: 299, pricePerKm: 50, deliveryTime: ['25', '40'], hours: ['00-00', '24-00'],
    texts: {
      en: ['Downtown', 'Our flagship kitchen in the heart of the city.', '220 Yonge St, Toronto'],
      fr: ['Centre-ville', 'Notre cuisine phare au cœur de la ville.', '220 rue Yonge, Toronto'],
      ar: ['وسط المدينة', 'مطبخنا الرئيسي في قلب المدينة.', '220 شارع يونغ، تورنتو'],
    },
  },
  {
    key: 'midtown', latitude: 43.7, longitude: -79.4, phone: '+1 416 555 0102', open: true,
    price: 349, pricePerKm: 60, deliveryTime: ['30', '45'],
    texts: {
      en: ['Midtown', 'Cosy neighbourhood kitchen near Yonge and Eglinton.', '2300 Yonge St, Toronto'],
      fr: ['Midtown', 'Cuisine de quartier chaleureuse près de Yonge et Eglinton.', '2300 rue Yonge, Toronto'],
      ar: ['ميدتاون', 'مطبخ حي دافئ قرب تقاطع يونغ وإغلينتون.', '2300 شارع يونغ، تورنتو'],
    },
  },
  {
    key: 'scarborough', latitude: 43.7731, longitude: -79.2577, phone: '+1 416 555 0103', open: true,
    price: 399, pricePerKm: 70, deliveryTime: ['35', '55'],
    texts: {
      en: ['Scarborough', 'Family-sized portions in Scarborough Town Centre.', '300 Borough Dr, Scarborough'],
      fr: ['Scarborough', 'Portions familiales au Scarborough Town Centre.', '300 Borough Dr, Scarborough'],
      ar: ['سكاربورو', 'حصص عائلية في مركز سكاربورو التجاري.', '300 بورو درايف، سكاربورو'],
    },
  },
  {
    key: 'etobicoke', latitude: 43.6205, longitude: -79.5132, phone: '+1 416 555 0104', open: false,
    price: 399, pricePerKm: 70, deliveryTime: ['40', '60'],
    texts: {
      en: ['Etobicoke', 'Lakeside kitchen, temporarily not taking orders.', '25 The West Mall, Etobicoke'],
      fr: ['Etobicoke', 'Cuisine au bord du lac, commandes temporairement suspendues.', '25 The West Mall, Etobicoke'],
      ar: ['إيتوبيكوك', 'مطبخ على ضفاف البحيرة، لا يستقبل الطلبات مؤقتاً.', '25 ذا ويست مول، إيتوبيكوك'],
    },
  },
];

export const EXTRA_GROUPS: { key: 'size' | 'patty'; texts: Record<'en' | 'fr' | 'ar', string>; values: string[] }[] = [
  { key: 'size', texts: { en: 'Size', fr: 'Taille', ar: 'الحجم' }, values: ['Small', 'Medium', 'Large'] },
  { key: 'patty', texts: { en: 'Patty', fr: 'Steak', ar: 'الشريحة' }, values: ['Single', 'Double'] },
];

export const UNIT: Record<'en' | 'fr' | 'ar', string> = { en: 'pcs', fr: 'pièces', ar: 'قطعة' };

export const GALLERY: { title: string; path: string }[] = [
  { title: 'Our dining room', path: 'galleries/dining-room.svg' },
  { title: 'Fresh from the oven', path: 'galleries/oven.svg' },
  { title: 'The sushi bar', path: 'galleries/sushi-bar.svg' },
  { title: 'Desserts counter', path: 'galleries/desserts.svg' },
];

export type { Texts };

/** Demo sign-ins, documented in the README. Phones are stored as digits, as Foodyman. */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@storefront.test', password: 'demo-pass-1', firstname: 'Demo', lastname: 'Customer',
    phone: '14165550100', role: 'user' as const, verified: true, myReferral: 'DEMO0001',
  },
  {
    email: 'demo2@storefront.test', password: 'demo-pass-2', firstname: 'Second', lastname: 'Customer',
    phone: null, role: 'user' as const, verified: false, myReferral: 'DEMO0002',
  },
  {
    email: 'staff@storefront.test', password: 'staff-pass-1', firstname: 'Store', lastname: 'Staff',
    phone: null, role: 'staff' as const, verified: true, myReferral: 'STAFF001',
  },
];

/** Demo coupons (prices: fix in cents, percent in %), for every branch. */
export const DEMO_COUPONS = [
  { name: 'WELCOME10', type: 'percent' as const, price: 10 },
  { name: 'FIVEOFF', type: 'fix' as const, price: 500 },
];

/** Wallet balances of demo accounts, in cents. */
export const DEMO_WALLETS = [{ email: 'demo@storefront.test', price: 50_00 }];

/** The demo's referral programme (GET /rest/referral): what the referrer (`priceFrom`) and the
 * friend (`priceTo`) get at the friend's first delivered order, in cents; open-ended. */
export const DEMO_REFERRAL = {
  priceFrom: 5_00,
  priceTo: 5_00,
  img: 'news/referral.svg',
  texts: {
    en: ['Give $5, get $5', 'Share your code: a friend who signs up with it gets $5 in their wallet when their first order is delivered, and so do you.', 'Each friend counts once, for their first delivered order. A phone number or e-mail address can be referred only once.'],
    fr: ['Offrez 5 $, recevez 5 $', 'Partagez votre code : un ami qui s’inscrit avec lui reçoit 5 $ dans son portefeuille à la livraison de sa première commande, et vous aussi.', 'Chaque ami compte une fois, pour sa première commande livrée. Un numéro de téléphone ou une adresse e-mail ne peut être parrainé qu’une fois.'],
    ar: ['امنح 5 $ واحصل على 5 $', 'شارك رمزك: يحصل الصديق الذي يسجّل به على 5 $ في محفظته عند توصيل طلبه الأول، وأنت كذلك.', 'يُحتسب كل صديق مرة واحدة، عند أول طلب يُسلَّم له. لا يمكن إحالة رقم هاتف أو بريد إلكتروني إلا مرة واحدة.'],
  } as Record<'en' | 'fr' | 'ar', [title: string, description: string, faq: string]>,
};

export interface DemoNews {
  /** Fixed, so a restart finds the item instead of adding it again. */
  uuid: string;
  slug: string;
  /** The banner's ground colour (see newsImage). */
  colour: string;
  /** Published this many days before the database was first started. */
  daysAgo: number;
  texts: Record<'en' | 'fr' | 'ar', [title: string, shortDesc: string, description: string]>;
}

/** Where a demo news item's banner is (drawn by images.ts). */
export const newsImage = (item: Pick<DemoNews, 'slug'>): string => `news/${item.slug}.svg`;

/** The demo's news, oldest first; each is published (and so notified) once. */
export const DEMO_NEWS: DemoNews[] = [
  {
    uuid: '6f1c3a52-8d4e-4b7a-9c21-5e0a7d3b1f01', slug: 'welcome-coupon', colour: '#b5838d', daysAgo: 20,
    texts: {
      en: ['10% off your first order', 'Use the code WELCOME10 at checkout.', 'New here? Enter the code WELCOME10 at checkout and take 10% off the dishes of your first order, at every branch.'],
      fr: ['10 % de réduction sur votre première commande', 'Utilisez le code WELCOME10 au paiement.', 'Nouveau chez nous ? Saisissez le code WELCOME10 au paiement et profitez de 10 % de réduction sur les plats de votre première commande, dans toutes nos adresses.'],
      ar: ['خصم 10% على طلبك الأول', 'استخدم الرمز WELCOME10 عند الدفع.', 'جديد هنا؟ أدخل الرمز WELCOME10 عند الدفع واحصل على خصم 10% على أطباق طلبك الأول في جميع فروعنا.'],
    },
  },
  {
    uuid: '6f1c3a52-8d4e-4b7a-9c21-5e0a7d3b1f02', slug: 'order-ahead', colour: '#2a9d8f', daysAgo: 12,
    texts: {
      en: ['Order ahead, eat on time', 'Choose a delivery time up to a week ahead.', 'Planning lunch at the office or dinner with friends? Pick a day and a half-hour slot at checkout and we deliver right on time.'],
      fr: ['Commandez à l’avance, mangez à l’heure', 'Choisissez une heure de livraison jusqu’à une semaine à l’avance.', 'Un déjeuner au bureau ou un dîner entre amis ? Choisissez un jour et un créneau d’une demi-heure au paiement, nous livrons à l’heure.'],
      ar: ['اطلب مسبقًا وتناول طعامك في موعده', 'اختر موعد التوصيل حتى أسبوع مقدمًا.', 'تخطط لغداء في المكتب أو عشاء مع الأصدقاء؟ اختر يومًا وفترة نصف ساعة عند الدفع ونوصل طلبك في موعده.'],
    },
  },
  {
    uuid: '6f1c3a52-8d4e-4b7a-9c21-5e0a7d3b1f03', slug: 'etobicoke-renovation', colour: '#f4a261', daysAgo: 5,
    texts: {
      en: ['Etobicoke is getting a new kitchen', 'Our lakeside branch is closed for a few weeks.', 'Our Etobicoke branch is not taking orders while we renovate its kitchen. Downtown, Midtown and Scarborough deliver as usual.'],
      fr: ['Etobicoke se refait une cuisine', 'Notre adresse au bord du lac ferme quelques semaines.', 'Notre adresse d’Etobicoke ne prend pas de commandes pendant la rénovation de sa cuisine. Downtown, Midtown et Scarborough livrent comme d’habitude.'],
      ar: ['مطبخ جديد في إيتوبيكوك', 'فرعنا على ضفاف البحيرة مغلق لبضعة أسابيع.', 'لا يستقبل فرع إيتوبيكوك الطلبات أثناء تجديد مطبخه. فروع داون تاون وميدتاون وسكاربورو توصل كالمعتاد.'],
    },
  },
  {
    uuid: '6f1c3a52-8d4e-4b7a-9c21-5e0a7d3b1f04', slug: 'downtown-around-the-clock', colour: '#264653', daysAgo: 1,
    texts: {
      en: ['Downtown now cooks around the clock', 'Hungry at 3 am? We are open.', 'Our Downtown kitchen now takes orders day and night, every day of the week: order as soon as possible at any hour.'],
      fr: ['Downtown cuisine désormais jour et nuit', 'Une faim à 3 h du matin ? Nous sommes ouverts.', 'Notre cuisine de Downtown prend désormais les commandes jour et nuit, tous les jours de la semaine : commandez au plus vite à toute heure.'],
      ar: ['فرع داون تاون يطبخ على مدار الساعة', 'جائع في الثالثة فجرًا؟ نحن مفتوحون.', 'يستقبل مطبخ داون تاون الطلبات الآن ليلًا ونهارًا طوال أيام الأسبوع: اطلب في أي ساعة.'],
    },
  },
];

/** A dining area of a demo branch (seed/floors.ts): its tables seat `seats[i]` each and are named
 * `${tablePrefix}${i + 1}`; those at `inactive` positions are out of service. */
export interface DemoSection {
  /** What the room is; names its picture (see sectionImage). */
  kind: 'hall' | 'terrace' | 'bar' | 'private-room' | 'family-room';
  /** Floor area in square metres. */
  area: number;
  texts: Record<'en' | 'fr' | 'ar', string>;
  tablePrefix: string;
  seats: number[];
  inactive?: number[];
}

/** A demo branch's reservations: when it takes them ("HH-MM"; `weekend` on friday and saturday)
 * and its sections. */
export interface DemoFloor {
  /** The branch (BRANCHES' key), for the pictures' names. */
  branch: string;
  hours: [from: string, to: string];
  weekend?: [from: string, to: string];
  sections: DemoSection[];
}

const HALL = { en: 'Main hall', fr: 'Salle principale', ar: 'القاعة الرئيسية' };
const TERRACE = { en: 'Terrace', fr: 'Terrasse', ar: 'التراس' };

/** The demo branches' floors, in BRANCHES' order (the seed gives the i-th branch by id the i-th
 * floor). The longest stay is 180 minutes everywhere. */
export const DEMO_FLOORS: DemoFloor[] = [
  {
    branch: 'downtown', hours: ['11-00', '22-00'], weekend: ['11-00', '23-30'],
    sections: [
      { kind: 'hall', area: 140, texts: HALL, tablePrefix: 'T', seats: [2, 2, 4, 4, 4, 6] },
      { kind: 'terrace', area: 70, texts: TERRACE, tablePrefix: 'Terrace ', seats: [2, 4, 4, 6], inactive: [3] },
      { kind: 'bar', area: 35, texts: { en: 'Bar', fr: 'Bar', ar: 'البار' }, tablePrefix: 'Bar ', seats: [2, 2, 2] },
    ],
  },
  {
    branch: 'midtown', hours: ['11-00', '22-00'],
    sections: [
      { kind: 'hall', area: 110, texts: HALL, tablePrefix: 'T', seats: [2, 2, 4, 4, 6, 6] },
      { kind: 'private-room', area: 40, texts: { en: 'Private room', fr: 'Salon privé', ar: 'الغرفة الخاصة' }, tablePrefix: 'Private ', seats: [8, 4] },
    ],
  },
  {
    branch: 'scarborough', hours: ['11-00', '22-00'],
    sections: [
      { kind: 'hall', area: 160, texts: HALL, tablePrefix: 'T', seats: [2, 4, 4, 4, 6, 6, 8] },
      { kind: 'family-room', area: 60, texts: { en: 'Family room', fr: 'Salle familiale', ar: 'قاعة العائلات' }, tablePrefix: 'Family ', seats: [6, 8, 8] },
      { kind: 'terrace', area: 50, texts: TERRACE, tablePrefix: 'Terrace ', seats: [2, 2, 4] },
    ],
  },
  {
    branch: 'etobicoke', hours: ['11-00', '22-00'],
    sections: [
      { kind: 'hall', area: 90, texts: HALL, tablePrefix: 'T', seats: [2, 2, 4, 4, 6] },
      { kind: 'terrace', area: 80, texts: { en: 'Lakeside terrace', fr: 'Terrasse au bord du lac', ar: 'تراس البحيرة' }, tablePrefix: 'Terrace ', seats: [2, 4, 4, 6] },
    ],
  },
];

/** Where a demo section's picture is (drawn by images.ts): the section seen from above, its tables
 * and chairs as they are. */
export const sectionImage = (floor: Pick<DemoFloor, 'branch'>, section: Pick<DemoSection, 'kind'>): string =>
  `sections/${floor.branch}-${section.kind}.svg`;

/** A demo banner (promotions): a picture drawn by images.ts (promotionImage), its
 * texts ([title, description, button text]) and where it links: the products whose picture is
 * one of `products` (in every branch), or a storefront page. */
export interface DemoBanner {
  slug: string;
  type: 'banner' | 'ad';
  colour: string;
  products: string[];
  url: string | null;
  texts: Record<'en' | 'fr' | 'ar', [string, string, string]>;
}

export const promotionImage = (item: Pick<DemoBanner, 'slug'>): string => `banners/${item.slug}.svg`;

export const DEMO_BANNERS: DemoBanner[] = [
  {
    slug: 'pizza-night', type: 'banner', colour: '#e76f51', products: ['margherita', 'pepperoni', 'quattro-formaggi'], url: null,
    texts: {
      en: ['Pizza night', 'Three stone-baked favourites', 'See the pizzas'],
      fr: ['Soirée pizza', 'Trois classiques cuits sur pierre', 'Voir les pizzas'],
      ar: ['ليلة البيتزا', 'ثلاث بيتزا مفضلة مخبوزة على الحجر', 'شاهد البيتزا'],
    },
  },
  {
    slug: 'sweet-tooth', type: 'banner', colour: '#b5838d', products: ['chocolate-lava-cake', 'creme-brulee', 'apple-pie', 'baklava'], url: null,
    texts: {
      en: ['Sweet tooth', 'Desserts to finish well', 'See the desserts'],
      fr: ['Envie de sucré', 'Des desserts pour bien finir', 'Voir les desserts'],
      ar: ['محبو الحلويات', 'حلويات لختام لذيذ', 'شاهد الحلويات'],
    },
  },
  {
    slug: 'cook-at-home', type: 'banner', colour: '#2a9d8f', products: [], url: '/recipes',
    texts: {
      en: ['Cook at home', 'Our recipes, with a box of what they need', 'See the recipes'],
      fr: ['Cuisinez chez vous', 'Nos recettes, avec une boîte de ce qu\'il faut', 'Voir les recettes'],
      ar: ['اطبخ في البيت', 'وصفاتنا مع صندوق بكل ما تحتاجه', 'شاهد الوصفات'],
    },
  },
  {
    slug: 'breakfast', type: 'ad', colour: '#e9c46a', products: ['eggs-benedict', 'french-toast', 'croissant'], url: null,
    texts: {
      en: ['Breakfast all morning', 'Eggs, toast and pastries', 'See breakfast'],
      fr: ['Petit-déjeuner toute la matinée', 'Œufs, pain perdu et viennoiseries', 'Voir le petit-déjeuner'],
      ar: ['فطور طوال الصباح', 'بيض وتوست ومعجنات', 'شاهد الفطور'],
    },
  },
];

/** The demo's stories: per branch key, the dishes (picture slugs) shown, oldest first. */
export const DEMO_STORIES: Record<string, string[]> = {
  downtown: ['margherita', 'chocolate-lava-cake'],
  midtown: ['caesar-salad', 'croissant'],
  scarborough: ['salmon-nigiri'],
};
