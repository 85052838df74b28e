// The demo's information content, written for Storefront Kitchen in English, French and Arabic:
// the about page and its sections, the courier recruitment page, privacy and terms, open
// positions, help questions and recipes whose boxes are dishes of every branch's menu. Rich texts
// are Markdown (docs/content.md). Applied by content.ts.
import type { CAREER_TYPES, PageType } from '../schema';
import type { Locale } from './menu';

type Texts<T> = Record<Locale, T>;
export type ContentCategoryKey = 'family' | 'light' | 'sharing' | 'brunch' | 'sweet'
  | 'kitchen' | 'delivery' | 'service' | 'office'
  | 'ordering' | 'shipping' | 'payments' | 'account';

export interface DemoContentCategory {
  key: ContentCategoryKey;
  type: 'receipt' | 'career' | 'faq';
  texts: Texts<[title: string, description: string]>;
}

export const DEMO_CONTENT_CATEGORIES: DemoContentCategory[] = [
  { key: 'family', type: 'receipt', texts: { en: ['Family dinners', 'Feed the whole table'], fr: ['Dîners en famille', 'De quoi nourrir toute la tablée'], ar: ['عشاء العائلة', 'وجبات تكفي المائدة كلها'] } },
  { key: 'light', type: 'receipt', texts: { en: ['Light and fresh', 'Bright bowls and plates'], fr: ['Léger et frais', 'Bols et assiettes pleins de fraîcheur'], ar: ['خفيف وطازج', 'أطباق وأوعية منعشة'] } },
  { key: 'sharing', type: 'receipt', texts: { en: ['For sharing', 'Boards and platters for friends'], fr: ['À partager', 'Planches et plateaux entre amis'], ar: ['للمشاركة', 'أطباق كبيرة للأصدقاء'] } },
  { key: 'brunch', type: 'receipt', texts: { en: ['Brunch', 'Slow weekend mornings'], fr: ['Brunch', 'Les matins tranquilles du week-end'], ar: ['فطور متأخر', 'صباحات عطلة هادئة'] } },
  { key: 'sweet', type: 'receipt', texts: { en: ['Sweet finishes', 'Desserts and coffee'], fr: ['Douceurs', 'Desserts et café'], ar: ['ختام حلو', 'حلويات وقهوة'] } },
  { key: 'kitchen', type: 'career', texts: { en: ['Kitchen', 'Cooks and chefs'], fr: ['Cuisine', 'Cuisiniers et chefs'], ar: ['المطبخ', 'طهاة ورؤساء طهاة'] } },
  { key: 'delivery', type: 'career', texts: { en: ['Delivery', 'Couriers and dispatch'], fr: ['Livraison', 'Livreurs et répartition'], ar: ['التوصيل', 'مندوبو التوصيل والتنسيق'] } },
  { key: 'service', type: 'career', texts: { en: ['Front of house', 'Hosts and supervisors'], fr: ['Salle', 'Accueil et supervision'], ar: ['الصالة', 'الاستقبال والإشراف'] } },
  { key: 'office', type: 'career', texts: { en: ['Head office', 'Support, marketing and operations'], fr: ['Siège', 'Service client, marketing et opérations'], ar: ['المكتب الرئيسي', 'خدمة العملاء والتسويق والعمليات'] } },
  { key: 'ordering', type: 'faq', texts: { en: ['Ordering', 'Menus, carts and group orders'], fr: ['Commander', 'Menus, paniers et commandes de groupe'], ar: ['الطلب', 'القوائم والسلة والطلبات الجماعية'] } },
  { key: 'shipping', type: 'faq', texts: { en: ['Delivery and pickup', 'Zones, times and fees'], fr: ['Livraison et retrait', 'Zones, délais et frais'], ar: ['التوصيل والاستلام', 'المناطق والأوقات والرسوم'] } },
  { key: 'payments', type: 'faq', texts: { en: ['Payments and wallet', 'Paying, refunds and points'], fr: ['Paiements et portefeuille', 'Paiement, remboursements et points'], ar: ['الدفع والمحفظة', 'الدفع والاسترداد والنقاط'] } },
  { key: 'account', type: 'faq', texts: { en: ['Account and privacy', 'Your profile and your data'], fr: ['Compte et confidentialité', 'Votre profil et vos données'], ar: ['الحساب والخصوصية', 'ملفك الشخصي وبياناتك'] } },
];

export interface DemoPage {
  type: PageType;
  position: number;
  img: string | null;
  texts: Texts<[title: string, markdown: string, buttonText: string]>;
}

export const DEMO_PAGES: DemoPage[] = [
  {
    type: 'about', position: 0, img: 'shops/main.svg',
    texts: {
      en: ['About Storefront Kitchen', 'Storefront Kitchen started in 2016 as a single pizza oven on King Street West. Today **four Toronto kitchens** cook pizza, burgers, sushi, pasta and brunch to order, for delivery, pickup or a table.\n\nWe buy from Ontario farms when the season allows, bake our dough every morning and never hold food under a lamp.', 'See our branches'],
      fr: ['À propos de Storefront Kitchen', 'Storefront Kitchen est né en 2016 autour d\'un seul four à pizza, rue King Ouest. Aujourd\'hui, **quatre cuisines à Toronto** préparent à la commande pizzas, burgers, sushis, pâtes et brunchs, en livraison, à emporter ou sur place.\n\nNous achetons aux fermes de l\'Ontario quand la saison le permet, pétrissons notre pâte chaque matin et ne laissons jamais un plat attendre sous une lampe.', 'Voir nos succursales'],
      ar: ['عن مطبخ ستورفرونت', 'بدأ مطبخ ستورفرونت عام 2016 بفرن بيتزا واحد في شارع كينغ الغربي. واليوم تطهو **أربعة مطابخ في تورنتو** البيتزا والبرغر والسوشي والمعكرونة والفطور عند الطلب، للتوصيل أو الاستلام أو الجلوس.\n\nنشتري من مزارع أونتاريو متى سمح الموسم، ونعجن عجينتنا كل صباح، ولا نترك طبقًا ينتظر تحت مصباح التسخين.', 'اكتشف فروعنا'],
    },
  },
  {
    type: 'all_about', position: 1, img: 'sections/downtown-terrace.svg',
    texts: {
      en: ['Our story', 'Two cooks, one oven and a rule: *cook every order when it is placed*. The rule stayed as the oven became four kitchens.', ''],
      fr: ['Notre histoire', 'Deux cuisiniers, un four et une règle : *cuisiner chaque commande au moment où elle est passée*. La règle est restée quand le four est devenu quatre cuisines.', ''],
      ar: ['قصتنا', 'طاهيان وفرن واحد وقاعدة واحدة: *نطهو كل طلب لحظة وصوله*. بقيت القاعدة حين صار الفرن أربعة مطابخ.', ''],
    },
  },
  {
    type: 'all_about', position: 2, img: 'shops/downtown.svg',
    texts: {
      en: ['Our kitchens', 'Downtown never closes, Midtown and Scarborough cook from 9 am to 11 pm, and Etobicoke reopens soon after its renovation.\n\n- Dough made fresh daily\n- Sushi rolled to order\n- Allergens listed on every dish', 'Find a branch'],
      fr: ['Nos cuisines', 'Le centre-ville ne ferme jamais, Midtown et Scarborough cuisinent de 9 h à 23 h, et Etobicoke rouvre bientôt après ses travaux.\n\n- Pâte préparée chaque jour\n- Sushis roulés à la commande\n- Allergènes indiqués sur chaque plat', 'Trouver une succursale'],
      ar: ['مطابخنا', 'فرع وسط المدينة لا يغلق أبدًا، وميدتاون وسكاربورو يطهوان من 9 صباحًا حتى 11 مساءً، وإيتوبيكوك يعود قريبًا بعد التجديد.\n\n- عجين طازج كل يوم\n- سوشي يُلف عند الطلب\n- مسببات الحساسية مذكورة على كل طبق', 'اعثر على فرع'],
    },
  },
  {
    type: 'all_about', position: 3, img: null,
    texts: {
      en: ['Our promise', 'If something is wrong with your order, tell us within 24 hours from **Orders** and we will put it right: a new dish, a refund to your wallet, or both.', 'Get help'],
      fr: ['Notre promesse', 'Si quelque chose ne va pas avec votre commande, dites-le-nous dans les 24 heures depuis **Commandes** et nous arrangerons cela : un nouveau plat, un remboursement sur votre portefeuille, ou les deux.', 'Obtenir de l\'aide'],
      ar: ['وعدنا', 'إن وجدت خللًا في طلبك فأخبرنا خلال 24 ساعة من صفحة **الطلبات** وسنصلحه: طبق جديد أو استرداد إلى محفظتك أو كلاهما.', 'احصل على المساعدة'],
    },
  },
  {
    type: 'delivery', position: 0, img: 'sections/downtown-bar.svg',
    texts: {
      en: ['Deliver with us', 'Ride for Storefront Kitchen and earn **$18 an hour plus tips**, paid weekly. Choose your shifts in the courier app, deliver within 4 km of a branch, and keep 100% of your tips.\n\n1. Apply in two minutes\n2. Meet us at a branch for a short ride-along\n3. Pick up your thermal bag and start\n\nYou need to be 18 or older, with a bicycle, e-bike, scooter, motorcycle or car.', 'Apply now'],
      fr: ['Livrez avec nous', 'Roulez pour Storefront Kitchen et gagnez **18 $ de l\'heure plus les pourboires**, payés chaque semaine. Choisissez vos quarts dans l\'application livreur, livrez à moins de 4 km d\'une succursale et gardez 100 % de vos pourboires.\n\n1. Postulez en deux minutes\n2. Retrouvez-nous en succursale pour une courte tournée d\'essai\n3. Récupérez votre sac isotherme et commencez\n\nVous devez avoir 18 ans ou plus, avec un vélo, un vélo électrique, un scooter, une moto ou une voiture.', 'Postuler'],
      ar: ['وصّل معنا', 'انضم إلى مندوبي مطبخ ستورفرونت واكسب **18 دولارًا في الساعة مع البقشيش**، تُدفع أسبوعيًا. اختر نوباتك في تطبيق المندوبين، ووصّل ضمن 4 كم من أي فرع، واحتفظ بالبقشيش كاملًا.\n\n1. قدّم طلبك في دقيقتين\n2. قابلنا في أحد الفروع لجولة تجريبية قصيرة\n3. استلم حقيبتك الحرارية وابدأ\n\nيجب أن يكون عمرك 18 عامًا أو أكثر، ولديك دراجة أو دراجة كهربائية أو سكوتر أو دراجة نارية أو سيارة.', 'قدّم الآن'],
    },
  },
  {
    type: 'privacy', position: 0, img: null,
    texts: {
      en: ['Privacy policy', '## What we collect\nYour name, phone, e-mail, delivery addresses and orders, so we can cook and deliver them.\n\n## What we do with it\nWe use it to run your orders, your wallet and reward points, and to send the notifications you keep switched on. We never sell it.\n\n## Who sees it\nOur kitchens and couriers see what an order needs. Payment providers see what a payment needs.\n\n## Your choices\nChange your profile and notifications at any time, or write to [privacy@storefront.test](mailto:privacy@storefront.test) to get a copy of your data or to have it deleted.', ''],
      fr: ['Politique de confidentialité', '## Ce que nous collectons\nVotre nom, téléphone, courriel, adresses de livraison et commandes, pour les préparer et les livrer.\n\n## Ce que nous en faisons\nNous les utilisons pour vos commandes, votre portefeuille et vos points, et pour envoyer les notifications que vous gardez activées. Nous ne les vendons jamais.\n\n## Qui les voit\nNos cuisines et nos livreurs voient ce qu\'une commande exige. Les prestataires de paiement voient ce qu\'un paiement exige.\n\n## Vos choix\nModifiez votre profil et vos notifications à tout moment, ou écrivez à [privacy@storefront.test](mailto:privacy@storefront.test) pour obtenir une copie de vos données ou les faire supprimer.', ''],
      ar: ['سياسة الخصوصية', '## ما نجمعه\nاسمك وهاتفك وبريدك الإلكتروني وعناوين التوصيل وطلباتك، لنطهوها ونوصلها.\n\n## ما نفعله بها\nنستخدمها لتنفيذ طلباتك وإدارة محفظتك ونقاطك وإرسال الإشعارات التي تبقيها مفعّلة. ولا نبيعها أبدًا.\n\n## من يطّلع عليها\nترى مطابخنا ومندوبونا ما يحتاجه الطلب، ويرى مزودو الدفع ما تحتاجه عملية الدفع.\n\n## خياراتك\nعدّل ملفك وإشعاراتك في أي وقت، أو راسلنا على [privacy@storefront.test](mailto:privacy@storefront.test) للحصول على نسخة من بياناتك أو حذفها.', ''],
    },
  },
  {
    type: 'terms', position: 0, img: null,
    texts: {
      en: ['Terms of use', '## Orders\nAn order is accepted when the branch confirms it. Prices include product tax; HST, delivery and tips are shown before you pay.\n\n## Cancelling\nYou can cancel while an order is **new**. Once the kitchen has accepted it, ask for a refund from the order page.\n\n## Wallet and points\nWallet money can be spent at every branch and withdrawn to your card. Reward points have no cash value until converted.\n\n## Contact\nQuestions? Call [+1 416 555 0100](tel:+14165550100) or see the [help page](/help).', ''],
      fr: ['Conditions d\'utilisation', '## Commandes\nUne commande est acceptée quand la succursale la confirme. Les prix incluent la taxe des produits ; la TVH, la livraison et le pourboire sont affichés avant le paiement.\n\n## Annulation\nVous pouvez annuler tant qu\'une commande est **nouvelle**. Une fois acceptée par la cuisine, demandez un remboursement depuis la page de la commande.\n\n## Portefeuille et points\nLe solde du portefeuille se dépense dans toutes les succursales et se retire sur votre carte. Les points n\'ont pas de valeur monétaire avant conversion.\n\n## Contact\nDes questions ? Appelez le [+1 416 555 0100](tel:+14165550100) ou consultez la [page d\'aide](/help).', ''],
      ar: ['شروط الاستخدام', '## الطلبات\nيُقبل الطلب عندما يؤكده الفرع. الأسعار تشمل ضريبة المنتجات، وتظهر ضريبة المبيعات والتوصيل والبقشيش قبل الدفع.\n\n## الإلغاء\nيمكنك الإلغاء ما دام الطلب **جديدًا**. بعد أن يقبله المطبخ اطلب الاسترداد من صفحة الطلب.\n\n## المحفظة والنقاط\nيمكن إنفاق رصيد المحفظة في كل الفروع وسحبه إلى بطاقتك. لا قيمة نقدية للنقاط قبل تحويلها.\n\n## التواصل\nلديك سؤال؟ اتصل على [+1 416 555 0100](tel:+14165550100) أو راجع [صفحة المساعدة](/help).', ''],
    },
  },
];

export interface DemoCareer {
  category: ContentCategoryKey;
  /** Key of the branch (demo-data BRANCHES); null: the head office. */
  branch: string | null;
  type: (typeof CAREER_TYPES)[number];
  texts: Texts<[title: string, location: string, markdown: string]>;
}

export const DEMO_CAREERS: DemoCareer[] = [
  {
    category: 'kitchen', branch: 'downtown', type: 'full_time',
    texts: {
      en: ['Line cook', 'Downtown branch, Toronto', 'Run the pizza and grill stations on a rotating schedule, nights included (Downtown is open around the clock).\n\n**You bring:** a year on a busy line, a food handler certificate.\n\n**We offer:** $21/hour, a staff meal every shift, health benefits after 3 months.'],
      fr: ['Cuisinier de ligne', 'Succursale du centre-ville, Toronto', 'Tenez les postes pizza et grill selon un horaire tournant, nuits comprises (le centre-ville est ouvert jour et nuit).\n\n**Votre profil :** un an sur une ligne chargée, un certificat en hygiène alimentaire.\n\n**Nous offrons :** 21 $/heure, un repas à chaque quart, une assurance santé après 3 mois.'],
      ar: ['طاهٍ على خط الإنتاج', 'فرع وسط المدينة، تورنتو', 'تتولى محطتي البيتزا والشواء بجدول متناوب يشمل الليل (فرع وسط المدينة مفتوح على مدار الساعة).\n\n**المطلوب:** سنة خبرة في مطبخ مزدحم وشهادة سلامة الغذاء.\n\n**نقدم:** 21 دولارًا في الساعة، ووجبة في كل نوبة، وتأمينًا صحيًا بعد 3 أشهر.'],
    },
  },
  {
    category: 'kitchen', branch: 'midtown', type: 'full_time',
    texts: {
      en: ['Sushi chef', 'Midtown branch, Toronto', 'Lead our sushi bar: rolls, nigiri and sashimi made to order, fish checked every morning.\n\n- 3+ years behind a sushi counter\n- Knife skills and a calm head at 8 pm on a Friday'],
      fr: ['Chef sushi', 'Succursale de Midtown, Toronto', 'Dirigez notre comptoir à sushis : makis, nigiris et sashimis à la commande, poisson contrôlé chaque matin.\n\n- Au moins 3 ans derrière un comptoir à sushis\n- Maîtrise du couteau et sang-froid le vendredi à 20 h'],
      ar: ['رئيس طهاة السوشي', 'فرع ميدتاون، تورنتو', 'قُد ركن السوشي لدينا: لفائف ونيغيري وساشيمي عند الطلب، وسمك يُفحص كل صباح.\n\n- خبرة 3 سنوات أو أكثر في ركن سوشي\n- مهارة في السكين وهدوء في الثامنة مساء الجمعة'],
    },
  },
  {
    category: 'delivery', branch: 'scarborough', type: 'part_time',
    texts: {
      en: ['Delivery rider', 'Scarborough branch, Toronto', 'Deliver hot food within 4 km of the branch, 15 to 30 hours a week, shifts you choose. $18/hour plus 100% of tips. See [Deliver with us](/deliver).'],
      fr: ['Livreur à vélo', 'Succursale de Scarborough, Toronto', 'Livrez des plats chauds à moins de 4 km de la succursale, 15 à 30 heures par semaine, aux quarts de votre choix. 18 $/heure plus 100 % des pourboires. Voir [Livrez avec nous](/deliver).'],
      ar: ['مندوب توصيل', 'فرع سكاربورو، تورنتو', 'وصّل الطعام ساخنًا ضمن 4 كم من الفرع، من 15 إلى 30 ساعة أسبوعيًا وفي النوبات التي تختارها. 18 دولارًا في الساعة مع البقشيش كاملًا. راجع [وصّل معنا](/deliver).'],
    },
  },
  {
    category: 'service', branch: 'midtown', type: 'full_time',
    texts: {
      en: ['Shift supervisor', 'Midtown branch, Toronto', 'Open or close the branch, lead a team of eight, handle reservations and make every guest\'s evening go right.'],
      fr: ['Superviseur de quart', 'Succursale de Midtown, Toronto', 'Ouvrez ou fermez la succursale, encadrez une équipe de huit personnes, gérez les réservations et veillez à la réussite de chaque soirée.'],
      ar: ['مشرف نوبة', 'فرع ميدتاون، تورنتو', 'افتح الفرع أو أغلقه، وقُد فريقًا من ثمانية أشخاص، وتابع الحجوزات، واحرص على أن تمضي أمسية كل ضيف كما ينبغي.'],
    },
  },
  {
    category: 'office', branch: null, type: 'part_time',
    texts: {
      en: ['Customer care specialist', 'Head office, 100 King St W, Toronto', 'Answer customers by phone and chat in **English and French** (Arabic is a plus), sort out late orders and refunds, and tell the kitchens what customers say.'],
      fr: ['Conseiller service client', 'Siège, 100 King St W, Toronto', 'Répondez aux clients par téléphone et par clavardage en **français et en anglais** (l\'arabe est un atout), réglez les retards et les remboursements, et transmettez aux cuisines ce que disent les clients.'],
      ar: ['أخصائي خدمة العملاء', 'المكتب الرئيسي، 100 كينغ ستريت غرب، تورنتو', 'أجب العملاء هاتفيًا وعبر المحادثة **بالإنجليزية والفرنسية** (العربية ميزة إضافية)، وعالج الطلبات المتأخرة والاستردادات، وانقل إلى المطابخ ما يقوله العملاء.'],
    },
  },
  {
    category: 'office', branch: null, type: 'internship',
    texts: {
      en: ['Marketing intern (summer)', 'Head office, 100 King St W, Toronto', 'Four months with our marketing team: photograph new dishes, write the news and plan the recipe boxes of the season.'],
      fr: ['Stagiaire en marketing (été)', 'Siège, 100 King St W, Toronto', 'Quatre mois avec notre équipe marketing : photographiez les nouveaux plats, rédigez les actualités et préparez les boîtes-recettes de la saison.'],
      ar: ['متدرب تسويق (صيفي)', 'المكتب الرئيسي، 100 كينغ ستريت غرب، تورنتو', 'أربعة أشهر مع فريق التسويق: صوّر الأطباق الجديدة، واكتب الأخبار، وخطط لصناديق الوصفات الموسمية.'],
    },
  },
];

export interface DemoFaq {
  category: ContentCategoryKey;
  texts: Texts<[question: string, markdown: string]>;
}

export const DEMO_FAQS: DemoFaq[] = [
  { category: 'ordering', texts: {
    en: ['Can I order from any branch?', 'Yes. Pick a branch in the header; the menu, prices and stock shown are that branch\'s. A cart holds one branch\'s dishes at a time.'],
    fr: ['Puis-je commander dans n\'importe quelle succursale ?', 'Oui. Choisissez une succursale dans l\'en-tête ; le menu, les prix et le stock affichés sont les siens. Un panier contient les plats d\'une seule succursale à la fois.'],
    ar: ['هل يمكنني الطلب من أي فرع؟', 'نعم. اختر فرعًا من أعلى الصفحة؛ فالقائمة والأسعار والمخزون المعروضة هي لذلك الفرع. تحتوي السلة على أطباق فرع واحد في كل مرة.'] } },
  { category: 'ordering', texts: {
    en: ['How does a group order work?', 'Open your cart as a **group order** and share the link. Friends add their own dishes without an account; you place one order for everyone.'],
    fr: ['Comment fonctionne une commande de groupe ?', 'Ouvrez votre panier en **commande de groupe** et partagez le lien. Vos amis ajoutent leurs plats sans compte ; vous passez une seule commande pour tous.'],
    ar: ['كيف يعمل الطلب الجماعي؟', 'افتح سلتك بوصفها **طلبًا جماعيًا** وشارك الرابط. يضيف أصدقاؤك أطباقهم دون حساب، وتقدّم أنت طلبًا واحدًا للجميع.'] } },
  { category: 'ordering', texts: {
    en: ['What is a recipe box?', 'Each recipe lists the dishes it needs from the branch you chose. **Add the box** puts every available dish in your cart at once; dishes sold out at that branch are left out and shown to you.'],
    fr: ['Qu\'est-ce qu\'une boîte-recette ?', 'Chaque recette indique les plats nécessaires dans la succursale choisie. **Ajouter la boîte** met d\'un coup tous les plats disponibles dans votre panier ; ceux en rupture sont laissés de côté et signalés.'],
    ar: ['ما صندوق الوصفة؟', 'تعرض كل وصفة الأطباق التي تحتاجها من الفرع الذي اخترته. يضع زر **أضف الصندوق** كل الأطباق المتوفرة في سلتك دفعة واحدة، وتُستثنى الأطباق النافدة في ذلك الفرع مع إعلامك بها.'] } },
  { category: 'ordering', texts: {
    en: ['Can I schedule an order for later?', 'Yes, up to 7 days ahead, in 30-minute slots during the branch\'s opening hours.'],
    fr: ['Puis-je programmer une commande ?', 'Oui, jusqu\'à 7 jours à l\'avance, par créneaux de 30 minutes pendant les heures d\'ouverture de la succursale.'],
    ar: ['هل يمكنني جدولة طلب لوقت لاحق؟', 'نعم، حتى 7 أيام مقدمًا، في فترات مدتها 30 دقيقة خلال ساعات عمل الفرع.'] } },
  { category: 'shipping', texts: {
    en: ['Where do you deliver?', 'Within about 4 km of each open branch. Enter your address at checkout and we tell you at once whether we deliver there.'],
    fr: ['Où livrez-vous ?', 'Dans un rayon d\'environ 4 km autour de chaque succursale ouverte. Saisissez votre adresse au paiement : nous vous disons aussitôt si nous y livrons.'],
    ar: ['أين توصّلون؟', 'ضمن نحو 4 كم من كل فرع مفتوح. أدخل عنوانك عند الدفع وسنخبرك فورًا إن كنا نوصّل إليه.'] } },
  { category: 'shipping', texts: {
    en: ['How much is delivery?', 'A base fee plus a small charge per kilometre, shown before you pay. Pickup is always free.'],
    fr: ['Combien coûte la livraison ?', 'Des frais de base plus un petit montant par kilomètre, affichés avant le paiement. Le retrait est toujours gratuit.'],
    ar: ['كم تكلفة التوصيل؟', 'رسوم أساسية مع مبلغ صغير لكل كيلومتر، تظهر قبل الدفع. أما الاستلام فمجاني دائمًا.'] } },
  { category: 'shipping', texts: {
    en: ['How long does delivery take?', 'Usually 30 to 45 minutes. Follow your order\'s status live on the **Orders** page.'],
    fr: ['Combien de temps prend la livraison ?', 'En général 30 à 45 minutes. Suivez l\'état de votre commande en direct sur la page **Commandes**.'],
    ar: ['كم يستغرق التوصيل؟', 'عادةً من 30 إلى 45 دقيقة. تابع حالة طلبك مباشرة في صفحة **الطلبات**.'] } },
  { category: 'shipping', texts: {
    en: ['Can I pick up my order?', 'Yes. Choose pickup at checkout; we tell you when the order is ready at the counter.'],
    fr: ['Puis-je retirer ma commande ?', 'Oui. Choisissez le retrait au paiement ; nous vous prévenons quand la commande est prête au comptoir.'],
    ar: ['هل يمكنني استلام طلبي بنفسي؟', 'نعم. اختر الاستلام عند الدفع، وسنخبرك حين يصبح الطلب جاهزًا عند المنضدة.'] } },
  { category: 'payments', texts: {
    en: ['Which payment methods do you accept?', 'Cash on delivery or pickup, and your Storefront wallet.'],
    fr: ['Quels moyens de paiement acceptez-vous ?', 'L\'argent comptant à la livraison ou au retrait, et votre portefeuille Storefront.'],
    ar: ['ما طرق الدفع المقبولة؟', 'النقد عند التوصيل أو الاستلام، ومحفظة ستورفرونت الخاصة بك.'] } },
  { category: 'payments', texts: {
    en: ['How do refunds work?', 'Ask from the order page within 24 hours. An approved refund goes back to your wallet, ready for your next order.'],
    fr: ['Comment fonctionnent les remboursements ?', 'Faites la demande depuis la page de la commande dans les 24 heures. Un remboursement accepté est versé sur votre portefeuille.'],
    ar: ['كيف يتم الاسترداد؟', 'اطلبه من صفحة الطلب خلال 24 ساعة. يُعاد المبلغ المقبول إلى محفظتك جاهزًا لطلبك التالي.'] } },
  { category: 'payments', texts: {
    en: ['How do reward points work?', 'Every delivered order earns points. Convert them into wallet money from the wallet page.'],
    fr: ['Comment fonctionnent les points ?', 'Chaque commande livrée rapporte des points. Convertissez-les en argent sur votre portefeuille depuis la page Portefeuille.'],
    ar: ['كيف تعمل نقاط المكافأة؟', 'يكسبك كل طلب مُسلَّم نقاطًا، ويمكنك تحويلها إلى رصيد في المحفظة من صفحة المحفظة.'] } },
  { category: 'payments', texts: {
    en: ['Is HST included in the prices?', 'Menu prices include product tax. The branch\'s HST is added to the order and shown before you pay.'],
    fr: ['La TVH est-elle incluse dans les prix ?', 'Les prix du menu incluent la taxe des produits. La TVH de la succursale s\'ajoute à la commande et s\'affiche avant le paiement.'],
    ar: ['هل الضريبة مشمولة في الأسعار؟', 'أسعار القائمة تشمل ضريبة المنتجات، وتُضاف ضريبة الفرع إلى الطلب وتظهر قبل الدفع.'] } },
  { category: 'account', texts: {
    en: ['Do I need an account to order?', 'You can browse and join a friend\'s group order without one. To place your own order, sign in with e-mail, phone or Google.'],
    fr: ['Faut-il un compte pour commander ?', 'Vous pouvez parcourir le menu et rejoindre une commande de groupe sans compte. Pour passer votre propre commande, connectez-vous par courriel, téléphone ou Google.'],
    ar: ['هل أحتاج إلى حساب للطلب؟', 'يمكنك التصفح والانضمام إلى طلب جماعي لصديق دون حساب. ولتقديم طلبك الخاص سجّل الدخول بالبريد أو الهاتف أو غوغل.'] } },
  { category: 'account', texts: {
    en: ['How do I change my language or currency?', 'Use the selectors in the header. Your choice is remembered on this device.'],
    fr: ['Comment changer de langue ou de devise ?', 'Utilisez les sélecteurs de l\'en-tête. Votre choix est mémorisé sur cet appareil.'],
    ar: ['كيف أغيّر اللغة أو العملة؟', 'استخدم القوائم في أعلى الصفحة، وسيُحفظ اختيارك على هذا الجهاز.'] } },
  { category: 'account', texts: {
    en: ['How do I delete my data?', 'Write to [privacy@storefront.test](mailto:privacy@storefront.test) from the e-mail of your account. See the [privacy policy](/privacy).'],
    fr: ['Comment supprimer mes données ?', 'Écrivez à [privacy@storefront.test](mailto:privacy@storefront.test) depuis le courriel de votre compte. Voir la [politique de confidentialité](/privacy).'],
    ar: ['كيف أحذف بياناتي؟', 'راسل [privacy@storefront.test](mailto:privacy@storefront.test) من البريد المسجل في حسابك. راجع [سياسة الخصوصية](/privacy).'] } },
  { category: 'account', texts: {
    en: ['Can I work with you?', 'We are hiring cooks, couriers and office staff: see [careers](/careers), or [apply to deliver](/deliver) in two minutes.'],
    fr: ['Puis-je travailler avec vous ?', 'Nous recrutons cuisiniers, livreurs et personnel de bureau : voir les [carrières](/careers), ou [postulez comme livreur](/deliver) en deux minutes.'],
    ar: ['هل يمكنني العمل معكم؟', 'نوظف طهاة ومندوبي توصيل وموظفي مكاتب: راجع [الوظائف](/careers)، أو [قدّم للعمل مندوبًا](/deliver) في دقيقتين.'] } },
];

/** A dish of a recipe's box: a menu item (menu.ts slug), its variant (S/M/L sizes, 1/2 patties,
 * R for a single variant) and how many. */
export type BoxDish = [slug: string, variant: string, quantity: number];

export interface DemoRecipe {
  category: ContentCategoryKey;
  /** The picture: the main dish's. */
  img: string;
  times: [active: number, total: number];
  servings: number;
  nutrition: [calories: number, protein: number, carbs: number, fats: number];
  box: BoxDish[];
  texts: Texts<{ title: string; description: string; ingredients: string[]; steps: string[] }>;
}

export const DEMO_RECIPES: DemoRecipe[] = [
  {
    category: 'family', img: 'products/margherita.svg', times: [10, 20], servings: 4, nutrition: [780, 32, 84, 34],
    box: [['margherita', 'M', 1], ['pepperoni', 'M', 1], ['garlic-bread', 'R', 1], ['caesar-salad', 'R', 1]],
    texts: {
      en: { title: 'Friday pizza night', description: 'Two pizzas, garlic bread and a big salad: **dinner for four** in twenty minutes.', ingredients: ['1 Margherita pizza (medium)', '1 Pepperoni pizza (medium)', '1 garlic bread', '1 Caesar salad', 'Fresh basil and chili oil to finish'], steps: ['Heat the oven to 220 °C.', 'Warm the pizzas on the rack for 5 minutes, the garlic bread beside them.', 'Toss the salad with its dressing.', 'Tear basil over the Margherita, drizzle chili oil on the pepperoni and serve.'] },
      fr: { title: 'Soirée pizza du vendredi', description: 'Deux pizzas, du pain à l\'ail et une grande salade : **le dîner pour quatre** en vingt minutes.', ingredients: ['1 pizza Margherita (moyenne)', '1 pizza Pepperoni (moyenne)', '1 pain à l\'ail', '1 salade César', 'Basilic frais et huile pimentée pour finir'], steps: ['Préchauffez le four à 220 °C.', 'Réchauffez les pizzas sur la grille 5 minutes, le pain à l\'ail à côté.', 'Mélangez la salade avec sa sauce.', 'Parsemez de basilic la Margherita, arrosez la pepperoni d\'huile pimentée et servez.'] },
      ar: { title: 'ليلة بيتزا الجمعة', description: 'بيتزا مرتين وخبز بالثوم وسلطة كبيرة: **عشاء لأربعة** في عشرين دقيقة.', ingredients: ['بيتزا مارغريتا واحدة (وسط)', 'بيتزا بيبروني واحدة (وسط)', 'خبز بالثوم', 'سلطة سيزر', 'ريحان طازج وزيت حار للتزيين'], steps: ['سخّن الفرن إلى 220 درجة مئوية.', 'دفّئ البيتزا على الرف 5 دقائق والخبز بجانبها.', 'اخلط السلطة مع صلصتها.', 'وزّع الريحان على المارغريتا ورشّ الزيت الحار على البيبروني وقدّمها.'] },
    },
  },
  {
    category: 'light', img: 'products/salmon-sashimi.svg', times: [10, 10], servings: 2, nutrition: [520, 34, 58, 14],
    box: [['salmon-sashimi', 'R', 1], ['avocado-maki', 'R', 1], ['cucumber-maki', 'R', 1], ['green-tea', 'S', 2]],
    texts: {
      en: { title: 'Salmon poke bowl', description: 'Our sashimi and maki over warm rice, with a cup of green tea.', ingredients: ['1 salmon sashimi', '1 avocado maki', '1 cucumber maki', '2 cups of rice, cooked', 'Sesame seeds, soy sauce, 2 green teas'], steps: ['Share the rice between two bowls.', 'Slice the sashimi and lay it over the rice with the maki.', 'Season with soy sauce and sesame and serve with the tea.'] },
      fr: { title: 'Poke bowl au saumon', description: 'Nos sashimis et makis sur du riz tiède, avec une tasse de thé vert.', ingredients: ['1 sashimi de saumon', '1 maki avocat', '1 maki concombre', '2 tasses de riz cuit', 'Sésame, sauce soja, 2 thés verts'], steps: ['Répartissez le riz dans deux bols.', 'Tranchez le sashimi et disposez-le sur le riz avec les makis.', 'Assaisonnez de soja et de sésame, servez avec le thé.'] },
      ar: { title: 'وعاء بوكي بالسلمون', description: 'الساشيمي والماكي فوق أرز دافئ مع كوب من الشاي الأخضر.', ingredients: ['ساشيمي سلمون واحد', 'ماكي أفوكادو واحد', 'ماكي خيار واحد', 'كوبان من الأرز المطبوخ', 'سمسم وصلصة صويا وكوبان من الشاي الأخضر'], steps: ['وزّع الأرز في وعاءين.', 'قطّع الساشيمي ورتّبه فوق الأرز مع الماكي.', 'تبّل بالصويا والسمسم وقدّمه مع الشاي.'] },
    },
  },
  {
    category: 'sharing', img: 'products/hummus-pita.svg', times: [15, 15], servings: 4, nutrition: [610, 18, 72, 28],
    box: [['hummus-pita', 'R', 2], ['fattoush', 'R', 1], ['tabbouleh', 'R', 1], ['baklava', 'R', 1]],
    texts: {
      en: { title: 'Mezze platter', description: 'Hummus, fattoush and tabbouleh on one board, **baklava** to finish.', ingredients: ['2 hummus with pita', '1 fattoush', '1 tabbouleh', '1 baklava', 'Olive oil, sumac, mint'], steps: ['Warm the pita for 2 minutes in a dry pan.', 'Spread the hummus in a wide bowl, drizzle olive oil and dust with sumac.', 'Arrange the salads around it and the pita in the middle.', 'Serve the baklava with mint tea.'] },
      fr: { title: 'Plateau de mezzés', description: 'Houmous, fattouche et taboulé sur une même planche, et du **baklava** pour finir.', ingredients: ['2 houmous avec pita', '1 fattouche', '1 taboulé', '1 baklava', 'Huile d\'olive, sumac, menthe'], steps: ['Réchauffez les pitas 2 minutes à la poêle sans matière grasse.', 'Étalez le houmous dans un bol large, arrosez d\'huile et saupoudrez de sumac.', 'Disposez les salades autour, les pitas au centre.', 'Servez le baklava avec un thé à la menthe.'] },
      ar: { title: 'طبق مقبلات مشكّلة', description: 'حمص وفتوش وتبولة على لوح واحد، و**بقلاوة** للختام.', ingredients: ['حمص مع خبز عربي مرتين', 'فتوش', 'تبولة', 'بقلاوة', 'زيت زيتون وسماق ونعناع'], steps: ['دفّئ الخبز دقيقتين في مقلاة جافة.', 'افرد الحمص في وعاء واسع واسكب عليه زيت الزيتون ورشّ السماق.', 'رتّب السلطات حوله والخبز في الوسط.', 'قدّم البقلاوة مع شاي بالنعناع.'] },
    },
  },
  {
    category: 'brunch', img: 'products/eggs-benedict.svg', times: [10, 15], servings: 2, nutrition: [890, 30, 96, 42],
    box: [['eggs-benedict', 'R', 2], ['pancakes', 'R', 1], ['orange-juice', 'M', 2], ['cafe-latte', 'S', 2]],
    texts: {
      en: { title: 'Sunday brunch for two', description: 'Eggs Benedict, a stack of pancakes to share, juice and lattes.', ingredients: ['2 eggs Benedict', '1 pancakes', '2 orange juices (medium)', '2 café lattes', 'Maple syrup and berries'], steps: ['Warm the oven to 120 °C and keep the eggs Benedict in it while you set the table.', 'Top the pancakes with berries and maple syrup.', 'Pour the juice and serve everything together.'] },
      fr: { title: 'Brunch du dimanche pour deux', description: 'Œufs Bénédicte, une pile de crêpes à partager, jus et lattés.', ingredients: ['2 œufs Bénédicte', '1 portion de crêpes', '2 jus d\'orange (moyens)', '2 cafés lattés', 'Sirop d\'érable et petits fruits'], steps: ['Chauffez le four à 120 °C et gardez-y les œufs pendant que vous dressez la table.', 'Garnissez les crêpes de petits fruits et de sirop d\'érable.', 'Versez le jus et servez le tout ensemble.'] },
      ar: { title: 'فطور الأحد لشخصين', description: 'بيض بنديكت وفطائر محلاة للمشاركة وعصير ولاتيه.', ingredients: ['بيض بنديكت مرتين', 'طبق فطائر', 'عصير برتقال مرتين (وسط)', 'لاتيه مرتين', 'شراب القيقب وتوت'], steps: ['سخّن الفرن إلى 120 درجة واترك البيض فيه ريثما تجهز المائدة.', 'زيّن الفطائر بالتوت وشراب القيقب.', 'اسكب العصير وقدّم كل شيء معًا.'] },
    },
  },
  {
    category: 'sharing', img: 'products/chicken-wings.svg', times: [10, 20], servings: 4, nutrition: [1120, 44, 98, 62],
    box: [['french-fries', 'R', 2], ['chicken-wings', 'R', 1], ['mozzarella-sticks', 'R', 1], ['cola', 'L', 2]],
    texts: {
      en: { title: 'Game-day loaded fries', description: 'Fries piled with wings and mozzarella sticks, made for the second period.', ingredients: ['2 French fries', '1 chicken wings', '1 mozzarella sticks', '2 colas (large)', 'Green onion, hot sauce'], steps: ['Crisp the fries at 220 °C for 6 minutes.', 'Pile them on a tray, wings and mozzarella sticks on top.', 'Finish with green onion and hot sauce.'] },
      fr: { title: 'Frites garnies du match', description: 'Des frites couvertes d\'ailes et de bâtonnets de mozzarella, pour la deuxième période.', ingredients: ['2 frites', '1 ailes de poulet', '1 bâtonnets de mozzarella', '2 colas (grands)', 'Oignon vert, sauce piquante'], steps: ['Recroustillez les frites 6 minutes à 220 °C.', 'Empilez-les sur une plaque, ailes et bâtonnets par-dessus.', 'Terminez avec l\'oignon vert et la sauce piquante.'] },
      ar: { title: 'بطاطا محمّلة ليوم المباراة', description: 'بطاطا مقلية تعلوها أجنحة الدجاج وأصابع الموزاريلا، للشوط الثاني.', ingredients: ['بطاطا مقلية مرتين', 'أجنحة دجاج', 'أصابع موزاريلا', 'كولا مرتين (كبير)', 'بصل أخضر وصلصة حارة'], steps: ['أعد تحميص البطاطا 6 دقائق على 220 درجة.', 'اجمعها في صينية وضع فوقها الأجنحة وأصابع الموزاريلا.', 'زيّنها بالبصل الأخضر والصلصة الحارة.'] },
    },
  },
  {
    category: 'family', img: 'products/lasagna-bolognese.svg', times: [10, 25], servings: 4, nutrition: [940, 46, 88, 44],
    box: [['lasagna-bolognese', 'R', 2], ['garden-salad', 'R', 1], ['garlic-bread', 'R', 2], ['tiramisu', 'R', 2]],
    texts: {
      en: { title: 'Lasagna supper', description: 'Two lasagnas bubbling from the oven, garlic bread, salad and tiramisu.', ingredients: ['2 lasagna Bolognese', '1 garden salad', '2 garlic bread', '2 tiramisu', 'Grated parmesan'], steps: ['Heat the oven to 190 °C.', 'Bake the lasagnas, covered, for 15 minutes, then 5 uncovered with parmesan.', 'Warm the garlic bread for the last 5 minutes.', 'Serve with the salad; keep the tiramisu cold until dessert.'] },
      fr: { title: 'Souper lasagnes', description: 'Deux lasagnes gratinées, du pain à l\'ail, une salade et du tiramisu.', ingredients: ['2 lasagnes bolognaises', '1 salade du jardin', '2 pains à l\'ail', '2 tiramisus', 'Parmesan râpé'], steps: ['Préchauffez le four à 190 °C.', 'Enfournez les lasagnes couvertes 15 minutes, puis 5 minutes à découvert avec le parmesan.', 'Réchauffez le pain à l\'ail les 5 dernières minutes.', 'Servez avec la salade ; gardez le tiramisu au froid jusqu\'au dessert.'] },
      ar: { title: 'عشاء اللازانيا', description: 'لازانيا مرتين من الفرن مع خبز بالثوم وسلطة وتيراميسو.', ingredients: ['لازانيا بولونيز مرتين', 'سلطة خضراء', 'خبز بالثوم مرتين', 'تيراميسو مرتين', 'بارميزان مبشور'], steps: ['سخّن الفرن إلى 190 درجة.', 'اخبز اللازانيا مغطاة 15 دقيقة ثم 5 دقائق مكشوفة مع البارميزان.', 'دفّئ الخبز في الدقائق الخمس الأخيرة.', 'قدّمها مع السلطة، واحفظ التيراميسو باردًا حتى الحلوى.'] },
    },
  },
  {
    category: 'family', img: 'products/classic-cheeseburger.svg', times: [10, 15], servings: 3, nutrition: [1050, 41, 104, 52],
    box: [['classic-cheeseburger', '1', 2], ['veggie-burger', '1', 1], ['sweet-potato-fries', 'R', 2], ['lemonade', 'M', 3]],
    texts: {
      en: { title: 'Backyard burger bar', description: 'Cheeseburgers and a veggie burger with toppings for everyone to build their own.', ingredients: ['2 classic cheeseburgers', '1 veggie burger', '2 sweet potato fries', '3 lemonades (medium)', 'Lettuce, tomato, pickles, red onion'], steps: ['Slice the toppings and set them out in small bowls.', 'Warm the burgers at 180 °C for 5 minutes and the fries beside them.', 'Let everyone build their burger; pour the lemonade over ice.'] },
      fr: { title: 'Bar à burgers du jardin', description: 'Cheeseburgers et burger végétarien, avec des garnitures pour que chacun compose le sien.', ingredients: ['2 cheeseburgers classiques', '1 burger végétarien', '2 frites de patate douce', '3 limonades (moyennes)', 'Laitue, tomate, cornichons, oignon rouge'], steps: ['Tranchez les garnitures et disposez-les dans de petits bols.', 'Réchauffez les burgers 5 minutes à 180 °C, les frites à côté.', 'Chacun compose son burger ; versez la limonade sur de la glace.'] },
      ar: { title: 'ركن البرغر في الحديقة', description: 'برغر بالجبن وبرغر نباتي مع إضافات ليصنع كل واحد برغره.', ingredients: ['برغر كلاسيكي بالجبن مرتين', 'برغر نباتي', 'بطاطا حلوة مقلية مرتين', 'ليموناضة 3 مرات (وسط)', 'خس وطماطم ومخلل وبصل أحمر'], steps: ['قطّع الإضافات وضعها في أوعية صغيرة.', 'دفّئ البرغر 5 دقائق على 180 درجة والبطاطا بجانبه.', 'دع كل واحد يصنع برغره واسكب الليموناضة على الثلج.'] },
    },
  },
  {
    category: 'sweet', img: 'products/chocolate-lava-cake.svg', times: [5, 10], servings: 2, nutrition: [690, 9, 74, 38],
    box: [['creme-brulee', 'R', 1], ['chocolate-lava-cake', 'R', 1], ['panna-cotta', 'R', 1], ['espresso', 'S', 2]],
    texts: {
      en: { title: 'Dessert tasting for two', description: 'Three desserts, two spoons and two espressos.', ingredients: ['1 crème brûlée', '1 chocolate lava cake', '1 panna cotta', '2 espressos', 'Fresh raspberries'], steps: ['Warm the lava cake for 40 seconds in the microwave.', 'Set the three desserts on one plate with raspberries.', 'Serve with the espressos.'] },
      fr: { title: 'Dégustation de desserts pour deux', description: 'Trois desserts, deux cuillères et deux espressos.', ingredients: ['1 crème brûlée', '1 fondant au chocolat', '1 panna cotta', '2 espressos', 'Framboises fraîches'], steps: ['Réchauffez le fondant 40 secondes au micro-ondes.', 'Dressez les trois desserts sur une assiette avec les framboises.', 'Servez avec les espressos.'] },
      ar: { title: 'تذوق الحلويات لشخصين', description: 'ثلاث حلويات وملعقتان وكوبا إسبريسو.', ingredients: ['كريم بروليه', 'كعكة الشوكولاتة الذائبة', 'بانا كوتا', 'إسبريسو مرتين', 'توت العليق الطازج'], steps: ['دفّئ كعكة الشوكولاتة 40 ثانية في الميكروويف.', 'رتّب الحلويات الثلاث في طبق واحد مع التوت.', 'قدّمها مع الإسبريسو.'] },
    },
  },
  {
    category: 'brunch', img: 'products/shakshuka.svg', times: [5, 15], servings: 2, nutrition: [720, 28, 70, 36],
    box: [['shakshuka', 'R', 2], ['croissant', 'R', 2], ['cappuccino', 'S', 2]],
    texts: {
      en: { title: 'Shakshuka morning', description: 'Eggs in spiced tomato, warm croissants and cappuccinos.', ingredients: ['2 shakshuka', '2 croissants', '2 cappuccinos', 'Feta and parsley'], steps: ['Reheat the shakshuka in a covered pan for 5 minutes.', 'Crisp the croissants in the oven at 180 °C for 3 minutes.', 'Crumble feta and parsley over the eggs and serve.'] },
      fr: { title: 'Matinée chakchouka', description: 'Des œufs dans une tomate épicée, des croissants chauds et des cappuccinos.', ingredients: ['2 chakchoukas', '2 croissants', '2 cappuccinos', 'Feta et persil'], steps: ['Réchauffez la chakchouka à couvert 5 minutes.', 'Recroustillez les croissants 3 minutes au four à 180 °C.', 'Émiettez la feta et le persil sur les œufs et servez.'] },
      ar: { title: 'صباح الشكشوكة', description: 'بيض في صلصة طماطم متبلة مع كرواسون دافئ وكابتشينو.', ingredients: ['شكشوكة مرتين', 'كرواسون مرتين', 'كابتشينو مرتين', 'جبنة فيتا وبقدونس'], steps: ['سخّن الشكشوكة في مقلاة مغطاة 5 دقائق.', 'حمّص الكرواسون 3 دقائق في الفرن على 180 درجة.', 'فتّت الفيتا والبقدونس فوق البيض وقدّمها.'] },
    },
  },
];
