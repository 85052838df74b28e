// The demo's reviews: a handful of regular customers (no password: they only appear as authors)
// who each had delivered orders at the branches and reviewed them in English, French or Arabic.
// Each review is of its own delivered order of the dish it talks about (one line, priced from
// the branch's menu, paid cash, its status history from new to delivered), posted a couple of
// hours after delivery, some with a picture of the dish. The branches' star counts are kept by
// the api's own rule (modules/reviews/ratings.ts), so the group ratings agree with the lists.
// Part of the demo seed (index.ts): runs once, in its transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { currencies, orderDetails, orders, orderStatusChanges, products, shopReviews, shops, stocks, transactions, users } from '../schema';
import { countReview, type Star } from '../../modules/reviews';

type Locale = 'en' | 'fr' | 'ar';

export const DEMO_REVIEWERS: { email: string; firstname: string; lastname: string; lang: Locale; myReferral: string }[] = [
  { email: 'emily.chen@storefront.test', firstname: 'Emily', lastname: 'Chen', lang: 'en', myReferral: 'REVIEW01' },
  { email: 'marcus.bell@storefront.test', firstname: 'Marcus', lastname: 'Bell', lang: 'en', myReferral: 'REVIEW02' },
  { email: 'priya.natarajan@storefront.test', firstname: 'Priya', lastname: 'Natarajan', lang: 'en', myReferral: 'REVIEW03' },
  { email: 'camille.tremblay@storefront.test', firstname: 'Camille', lastname: 'Tremblay', lang: 'fr', myReferral: 'REVIEW04' },
  { email: 'julien.gagnon@storefront.test', firstname: 'Julien', lastname: 'Gagnon', lang: 'fr', myReferral: 'REVIEW05' },
  { email: 'layla.haddad@storefront.test', firstname: 'Layla', lastname: 'Haddad', lang: 'ar', myReferral: 'REVIEW06' },
  { email: 'omar.khalil@storefront.test', firstname: 'Omar', lastname: 'Khalil', lang: 'ar', myReferral: 'REVIEW07' },
];

type Reviewer = 'emily' | 'marcus' | 'priya' | 'camille' | 'julien' | 'layla' | 'omar';
const REVIEWER_INDEX: Record<Reviewer, number> = { emily: 0, marcus: 1, priya: 2, camille: 3, julien: 4, layla: 5, omar: 6 };

export interface DemoReview {
  by: Reviewer;
  /** The dish ordered (a menu slug) and how many. */
  dish: string;
  quantity?: number;
  rating: Star;
  daysAgo: number;
  text: string;
  pickup?: boolean;
  /** A picture of the dish comes with the review. */
  photo?: boolean;
}

/** Per branch (BRANCHES' keys), newest first. */
export const DEMO_REVIEWS: Record<string, DemoReview[]> = {
  downtown: [
    { by: 'emily', dish: 'margherita', rating: 5, daysAgo: 3, photo: true, text: 'Crust was blistered and chewy and the basil was actually fresh. Arrived hot at 11 pm, which downtown is a small miracle.' },
    { by: 'camille', dish: 'creme-brulee', quantity: 2, rating: 5, daysAgo: 5, text: 'La crème brûlée avait une vraie croûte de caramel qui craque sous la cuillère. Livrée bien froide, parfait.' },
    { by: 'layla', dish: 'shakshuka', rating: 4, daysAgo: 8, text: 'الشكشوكة لذيذة والبيض مطبوخ تماماً كما أحب. كنت أتمنى خبزاً أكثر قليلاً معها.' },
    { by: 'marcus', dish: 'double-smash-burger', rating: 4, daysAgo: 10, text: 'Double smash was crispy at the edges and properly messy in the good way. Took a while to reach Liberty Village, but worth it.' },
    { by: 'julien', dish: 'spaghetti-carbonara', rating: 3, daysAgo: 13, text: 'Carbonara correcte mais un peu trop crémeuse à mon goût, on est loin de la recette romaine. Portion généreuse cependant.' },
    { by: 'priya', dish: 'salmon-nigiri', rating: 5, daysAgo: 16, photo: true, text: 'Did not expect sushi this good from a kitchen that also does burgers. Salmon was buttery and the rice seasoned just right.' },
    { by: 'omar', dish: 'chicken-wings', quantity: 2, rating: 5, daysAgo: 20, text: 'أجنحة الدجاج مقرمشة والصلصة حارة بشكل ممتاز. طلبتها لمشاهدة المباراة مع الأصدقاء ولم يتبق شيء.' },
    { by: 'emily', dish: 'tiramisu', rating: 4, daysAgo: 24, text: 'Lovely tiramisu, not too sweet, proper coffee taste. Would be five stars if the box had not arrived a bit squashed.' },
    { by: 'camille', dish: 'pepperoni', rating: 4, daysAgo: 29, text: 'Pizza pepperoni bien garnie et pâte fine. Livrée en trente minutes un vendredi soir, chapeau.' },
    { by: 'marcus', dish: 'bbq-chicken', rating: 2, daysAgo: 35, text: 'Pizza showed up 25 minutes late and lukewarm. Taste was fine, but I expected better from the flagship.' },
    { by: 'layla', dish: 'fattoush', rating: 5, daysAgo: 41, photo: true, text: 'أفضل فتوش جربته في تورنتو، الخضار طازجة ودبس الرمان متوازن. سأطلبه مرة أخرى بالتأكيد.' },
    { by: 'priya', dish: 'avocado-toast', rating: 4, daysAgo: 48, pickup: true, text: 'Grabbed it on my way to the office. Avocado toast with chili flakes and lemon, simple and done right.' },
    { by: 'julien', dish: 'chocolate-lava-cake', rating: 5, daysAgo: 55, text: 'Le fondant au chocolat coule à souhait et il était encore tiède à l\'arrivée. Mon nouveau dessert du dimanche.' },
    { by: 'omar', dish: 'margherita', rating: 1, daysAgo: 62, text: 'وصلت البيتزا باردة بعد ساعة ونصف من الطلب. اعتذر فريق الخدمة لكن التجربة كانت مخيبة.' },
  ],
  midtown: [
    { by: 'priya', dish: 'pesto-linguine', rating: 5, daysAgo: 2, photo: true, text: 'Pesto linguine tastes homemade, loads of basil and pine nuts. Our go-to after work near Eglinton.' },
    { by: 'julien', dish: 'croissant', quantity: 3, rating: 4, daysAgo: 6, text: 'Croissants feuilletés et bien beurrés, presque comme à Montréal. Un peu petits pour le prix.' },
    { by: 'omar', dish: 'classic-cheeseburger', rating: 4, daysAgo: 9, text: 'برغر كلاسيكي ممتاز والصلصة الخاصة رائعة. الخبز كان طرياً جداً، ربما أكثر من اللازم.' },
    { by: 'emily', dish: 'caesar-salad', rating: 3, daysAgo: 14, text: 'Caesar was fine and the dressing came on the side, which I liked, but the croutons tasted a day old.' },
    { by: 'camille', dish: 'lasagna-bolognese', rating: 5, daysAgo: 19, photo: true, text: 'Des lasagnes comme chez ma grand-mère : sauce longuement mijotée, béchamel généreuse. Idéal un soir de neige.' },
    { by: 'marcus', dish: 'chicken-burger', rating: 4, daysAgo: 23, pickup: true, text: 'Picked it up on the way home and it was ready exactly when the app said. Juicy chicken, the slaw could use more tang.' },
    { by: 'layla', dish: 'baklava', quantity: 2, rating: 5, daysAgo: 30, text: 'البقلاوة هشة ومحشوة بالفستق، طعمها يذكرني ببيت جدتي. أنصح بها بشدة.' },
    { by: 'priya', dish: 'mango-smoothie', rating: 4, daysAgo: 37, text: 'Thick mango smoothie that is not overly sweet. Perfect with a late breakfast on a Sunday.' },
    { by: 'julien', dish: 'tarte-tatin', rating: 2, daysAgo: 44, text: 'Tarte tatin décevante : pâte détrempée et pommes pas assez caramélisées. Dommage, le reste de la carte est bon.' },
    { by: 'omar', dish: 'hummus-pita', rating: 5, daysAgo: 52, text: 'الحمص ناعم جداً مع زيت زيتون ممتاز، والخبز وصل دافئاً. وجبة خفيفة مثالية.' },
  ],
  scarborough: [
    { by: 'marcus', dish: 'bbq-burger', rating: 5, daysAgo: 4, photo: true, text: 'Family-sized is no joke. The BBQ burger was huge and smoky, and there was enough left for lunch the next day.' },
    { by: 'layla', dish: 'mac-and-cheese', quantity: 3, rating: 4, daysAgo: 7, text: 'المعكرونة بالجبن كريمية والكمية كبيرة تكفي الأطفال الثلاثة. التوصيل أخذ وقتاً أطول قليلاً من المتوقع.' },
    { by: 'camille', dish: 'quattro-formaggi', rating: 5, daysAgo: 12, photo: true, text: 'Pizza quatre fromages très généreuse, le gorgonzola se sent sans écraser le reste. Toute la famille a adoré.' },
    { by: 'emily', dish: 'french-fries', quantity: 2, rating: 3, daysAgo: 18, text: 'Tasty fries but they were soggy by the time they got to me. Pickup is probably the better call for fries.' },
    { by: 'omar', dish: 'full-breakfast', rating: 5, daysAgo: 26, text: 'فطور كامل يكفي شخصين! البيض والفطر والخبز كلها ممتازة. بداية رائعة ليوم السبت.' },
    { by: 'priya', dish: 'veggie-burger', rating: 4, daysAgo: 33, text: 'Chickpea patty with tahini sauce is a great combination and it held together well. Wish it were a little bigger.' },
    { by: 'julien', dish: 'mozzarella-sticks', rating: 3, daysAgo: 40, pickup: true, text: 'Bâtonnets de mozzarella corrects et bien filants, mais un peu trop gras.' },
    { by: 'marcus', dish: 'lasagna-bolognese', quantity: 2, rating: 5, daysAgo: 58, text: 'Ordered lasagna for a family dinner and it was gone in ten minutes. The kids asked for it again the next week.' },
  ],
  etobicoke: [
    { by: 'emily', dish: 'seafood-linguine', rating: 5, daysAgo: 70, photo: true, text: 'Seafood linguine packed with shrimp and mussels. Hope the lakeside kitchen reopens soon!' },
    { by: 'camille', dish: 'panna-cotta', rating: 4, daysAgo: 76, text: 'Panna cotta onctueuse, coulis de fruits rouges bien acidulé. Parfait après une balade au bord du lac.' },
    { by: 'omar', dish: 'spicy-tuna-roll', rating: 4, daysAgo: 83, text: 'رول التونة الحار طازج ومتوازن، لكن الكمية قليلة مقارنة بالسعر.' },
    { by: 'priya', dish: 'greek-salad', rating: 5, daysAgo: 90, text: 'Greek salad with proper feta and crunchy cucumbers. Light, fresh and it arrived quickly.' },
    { by: 'julien', dish: 'fish-burger', rating: 2, daysAgo: 97, text: 'Burger de poisson trop sec, panure trop épaisse. Le livreur était pourtant rapide et aimable.' },
    { by: 'layla', dish: 'pancakes', rating: 5, daysAgo: 105, text: 'الفطائر هشة وخفيفة مع شراب القيقب ووصلت ساخنة. نتمنى أن يعود الفرع للعمل قريباً.' },
  ],
};

/** Where each reviewer has their deliveries brought. */
const ADDRESSES: Record<Reviewer, string> = {
  emily: '88 Harbour St, Toronto', marcus: '60 Atlantic Ave, Toronto', priya: '2 Eglinton Ave E, Toronto',
  camille: '150 Dan Leckie Way, Toronto', julien: '33 Bay St, Toronto', layla: '1 Brimley Rd S, Scarborough',
  omar: '5 Park Lawn Rd, Etobicoke',
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SHOP_TAX = 13;
const SERVICE_FEE = 99;

/** A delivered cash order of `review.quantity` × the dish's first variant at the branch, placed
 * `daysAgo` days before `now`; answers its id and when it was delivered. */
async function deliveredOrder(tx: Database, userId: number, branch: typeof shops.$inferSelect, review: DemoReview, now: Date, usd: number) {
  const [dish] = await tx.select({ stock: stocks, tax: products.tax }).from(stocks).innerJoin(products, eq(products.id, stocks.productId))
    .where(and(eq(products.shopId, branch.id), eq(products.img, `products/${review.dish}.svg`), eq(products.addon, false)))
    .orderBy(stocks.id).limit(1);
  if (!dish) throw new Error(`demo reviews: no ${review.dish} at branch ${branch.id}`);
  const quantity = review.quantity ?? 1;
  const gross = dish.stock.price + Math.round((dish.stock.price * dish.tax) / 100);
  const line = { originPrice: gross * quantity, discount: dish.stock.discount * quantity, totalPrice: (gross - dish.stock.discount) * quantity };
  const tax = Math.round((line.totalPrice * SHOP_TAX) / 100);
  const deliveryFee = review.pickup ? 0 : branch.price;
  const total = line.totalPrice + tax + deliveryFee + SERVICE_FEE;
  // A few hours before this time of day, `daysAgo` days ago.
  const placed = new Date(now.getTime() - review.daysAgo * DAY - (3 + (review.daysAgo % 5)) * 60 * MINUTE);
  const steps: (typeof orderStatusChanges.$inferInsert)['status'][] = review.pickup
    ? ['new', 'accepted', 'ready', 'delivered'] : ['new', 'accepted', 'ready', 'on_a_way', 'delivered'];
  const at = (step: number) => new Date(placed.getTime() + [0, 4, 22, 27, 48][step] * MINUTE);
  const delivered = at(steps.length - 1);
  const [order] = await tx.insert(orders).values({
    userId, shopId: branch.id, status: 'delivered', deliveryType: review.pickup ? 'pickup' : 'delivery', paymentType: 'cash',
    currencyId: usd, rate: 1, originPrice: line.originPrice, totalDiscount: line.discount, tax, deliveryFee, serviceFee: SERVICE_FEE,
    totalPrice: total, km: review.pickup ? null : 2.4, address: review.pickup ? null : ADDRESSES[review.by],
    latitude: review.pickup ? null : branch.latitude + 0.01, longitude: review.pickup ? null : branch.longitude + 0.01,
    deliveryDate: placed.toISOString().slice(0, 10), deliveryTime: placed.toISOString().slice(11, 16), asap: true,
    createdAt: placed, updatedAt: delivered,
  }).returning({ id: orders.id });
  await tx.insert(orderDetails).values({ orderId: order.id, stockId: dish.stock.id, quantity, ...line });
  await tx.insert(transactions).values({
    orderId: order.id, userId, paymentSystem: 'cash', price: total, status: 'progress', createdAt: placed, updatedAt: placed,
  });
  await tx.insert(orderStatusChanges).values(steps.map((status, step) => ({
    orderId: order.id, status, changedBy: step === 0 ? userId : null, createdAt: at(step),
  })));
  return { id: order.id, delivered };
}

/** Seeds the reviewers, their delivered orders and reviews at the branches (`branchIds` by
 * BRANCHES' key), and the branches' star counts. */
export async function seedReviews(tx: Database, branchIds: Record<string, number>, now: Date): Promise<void> {
  const reviewers = await tx.insert(users).values(DEMO_REVIEWERS.map(({ email, firstname, lastname, lang, myReferral }) => ({
    email, firstname, lastname, lang, myReferral, createdAt: new Date(now.getTime() - 120 * DAY),
  }))).returning({ id: users.id, email: users.email });
  const idOf = (by: Reviewer) => reviewers.find((row) => row.email === DEMO_REVIEWERS[REVIEWER_INDEX[by]].email)!.id;
  const [usd] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.title, 'USD'));
  const branches = await tx.select().from(shops).where(inArray(shops.id, Object.values(branchIds)));
  for (const [key, reviews] of Object.entries(DEMO_REVIEWS)) {
    const branch = branches.find((row) => row.id === branchIds[key])!;
    // Oldest first, so ids follow the dates.
    for (const review of [...reviews].reverse()) {
      const userId = idOf(review.by);
      const order = await deliveredOrder(tx, userId, branch, review, now, usd.id);
      const posted = new Date(order.delivered.getTime() + (95 + review.daysAgo) * MINUTE);
      await tx.insert(shopReviews).values({
        shopId: branch.id, orderId: order.id, userId, rating: review.rating, comment: review.text,
        images: review.photo ? [`products/${review.dish}.svg`] : [], locale: DEMO_REVIEWERS[REVIEWER_INDEX[review.by]].lang,
        createdAt: posted, updatedAt: posted,
      });
      await countReview(tx, branch.id, review.rating);
    }
  }
}
