// The demo menu: one base menu copied into every branch. Titles and descriptions in English,
// French and Arabic; prices in cents (USD). Some English titles carry accents on purpose
// (Crème Brûlée, Jalapeño, Café, Açaí) so accent-insensitive search can be shown.

export type Locale = 'en' | 'fr' | 'ar';
export type Texts = Record<Locale, [title: string, description: string]>;

/** How a product's stocks (variants) are built. */
export type VariantKind = 'size' | 'patty' | 'single';

export interface MenuItem {
  slug: string;
  price: number;
  vegetarian: boolean;
  kcal: number;
  texts: Texts;
}

export interface MenuCategory {
  slug: string;
  emoji: string;
  colour: string;
  variants: VariantKind;
  /** Add-on slugs attachable to this category's stocks. */
  addons: string[];
  texts: Texts;
  items: MenuItem[];
}

const item = (
  slug: string, price: number, vegetarian: boolean, kcal: number,
  en: [string, string], fr: [string, string], ar: [string, string],
): MenuItem => ({ slug, price, vegetarian, kcal, texts: { en, fr, ar } });

export const MENU: MenuCategory[] = [
  {
    slug: 'pizza', emoji: '🍕', colour: '#f4a261', variants: 'size', addons: ['extra-cheese', 'bacon', 'jalapenos', 'garlic-dip'],
    texts: { en: ['Pizza', 'Stone-baked pizzas'], fr: ['Pizzas', 'Pizzas cuites sur pierre'], ar: ['بيتزا', 'بيتزا مخبوزة على الحجر'] },
    items: [
      item('margherita', 1299, true, 850, ['Margherita Pizza', 'Tomato sauce, mozzarella and fresh basil.'], ['Pizza Margherita', 'Sauce tomate, mozzarella et basilic frais.'], ['بيتزا مارغريتا', 'صلصة طماطم وجبنة موزاريلا وريحان طازج.']),
      item('pepperoni', 1499, false, 980, ['Pepperoni Pizza', 'Spicy pepperoni, mozzarella and tomato sauce.'], ['Pizza Pepperoni', 'Pepperoni épicé, mozzarella et sauce tomate.'], ['بيتزا بيبروني', 'بيبروني حار مع موزاريلا وصلصة طماطم.']),
      item('quattro-formaggi', 1599, true, 1020, ['Quattro Formaggi Pizza', 'Mozzarella, gorgonzola, parmesan and fontina.'], ['Pizza quatre fromages', 'Mozzarella, gorgonzola, parmesan et fontina.'], ['بيتزا الأجبان الأربعة', 'موزاريلا وغورغونزولا وبارميزان وفونتينا.']),
      item('hawaiian', 1499, false, 920, ['Hawaiian Pizza', 'Ham, pineapple and mozzarella.'], ['Pizza hawaïenne', 'Jambon, ananas et mozzarella.'], ['بيتزا هاواي', 'لحم مدخن وأناناس وموزاريلا.']),
      item('vegetarian-supreme', 1549, true, 880, ['Vegetarian Supreme Pizza', 'Peppers, olives, onions, mushrooms and tomatoes.'], ['Pizza végétarienne suprême', 'Poivrons, olives, oignons, champignons et tomates.'], ['بيتزا الخضار الفاخرة', 'فلفل وزيتون وبصل وفطر وطماطم.']),
      item('bbq-chicken', 1649, false, 990, ['BBQ Chicken Pizza', 'Grilled chicken, red onion and smoky barbecue sauce.'], ['Pizza poulet barbecue', 'Poulet grillé, oignon rouge et sauce barbecue fumée.'], ['بيتزا دجاج باربكيو', 'دجاج مشوي وبصل أحمر وصلصة باربكيو مدخنة.']),
      item('diavola', 1549, false, 960, ['Diavola Pizza', 'Hot salami, chili flakes and mozzarella.'], ['Pizza Diavola', 'Salami piquant, piment et mozzarella.'], ['بيتزا ديافولا', 'سلامي حار ورقائق فلفل وموزاريلا.']),
      item('funghi', 1399, true, 840, ['Funghi Pizza', 'Mushrooms, garlic, thyme and mozzarella.'], ['Pizza champignons', 'Champignons, ail, thym et mozzarella.'], ['بيتزا الفطر', 'فطر وثوم وزعتر وموزاريلا.']),
      item('capricciosa', 1599, false, 970, ['Capricciosa Pizza', 'Ham, artichokes, mushrooms and olives.'], ['Pizza Capricciosa', 'Jambon, artichauts, champignons et olives.'], ['بيتزا كابريتشوزا', 'لحم مدخن وخرشوف وفطر وزيتون.']),
      item('truffle-mushroom', 1799, true, 900, ['Truffle Mushroom Pizza', 'Wild mushrooms, truffle oil and parmesan.'], ['Pizza truffe et champignons', 'Champignons sauvages, huile de truffe et parmesan.'], ['بيتزا الكمأة والفطر', 'فطر بري وزيت الكمأة وبارميزان.']),
    ],
  },
  {
    slug: 'burgers', emoji: '🍔', colour: '#e76f51', variants: 'patty', addons: ['extra-cheese', 'bacon', 'avocado', 'bbq-dip'],
    texts: { en: ['Burgers', 'Grilled to order'], fr: ['Burgers', 'Grillés à la demande'], ar: ['برغر', 'مشوي عند الطلب'] },
    items: [
      item('classic-cheeseburger', 1199, false, 780, ['Classic Cheeseburger', 'Beef patty, cheddar, pickles and house sauce.'], ['Cheeseburger classique', 'Steak de bœuf, cheddar, cornichons et sauce maison.'], ['تشيز برغر كلاسيك', 'شريحة لحم بقري مع شيدر ومخلل وصلصة خاصة.']),
      item('bacon-burger', 1399, false, 910, ['Bacon Burger', 'Beef patty, crispy bacon and smoked cheddar.'], ['Burger au bacon', 'Steak de bœuf, bacon croustillant et cheddar fumé.'], ['برغر بالبيكون', 'شريحة لحم بقري مع بيكون مقرمش وشيدر مدخن.']),
      item('mushroom-swiss-burger', 1349, false, 860, ['Mushroom Swiss Burger', 'Sautéed mushrooms and melted Swiss cheese.'], ['Burger champignons et emmental', 'Champignons sautés et emmental fondu.'], ['برغر الفطر والجبنة السويسرية', 'فطر سوتيه وجبنة سويسرية ذائبة.']),
      item('veggie-burger', 1249, true, 640, ['Veggie Burger', 'Chickpea and vegetable patty with tahini sauce.'], ['Burger végétarien', 'Galette de pois chiches et légumes, sauce tahini.'], ['برغر نباتي', 'شريحة حمص وخضار مع صلصة الطحينة.']),
      item('spicy-jalapeno-burger', 1399, false, 890, ['Spicy Jalapeño Burger', 'Beef patty, jalapeños and pepper jack cheese.'], ['Burger épicé aux jalapeños', 'Steak de bœuf, jalapeños et fromage pepper jack.'], ['برغر الهالابينو الحار', 'شريحة لحم بقري مع هالابينو وجبنة حارة.']),
      item('bbq-burger', 1399, false, 920, ['BBQ Burger', 'Beef patty, onion rings and barbecue sauce.'], ['Burger barbecue', 'Steak de bœuf, rondelles d’oignon et sauce barbecue.'], ['برغر باربكيو', 'شريحة لحم بقري مع حلقات بصل وصلصة باربكيو.']),
      item('chicken-burger', 1249, false, 760, ['Chicken Burger', 'Crispy chicken breast, lettuce and mayo.'], ['Burger au poulet', 'Filet de poulet croustillant, laitue et mayonnaise.'], ['برغر الدجاج', 'صدر دجاج مقرمش مع خس ومايونيز.']),
      item('fish-burger', 1299, false, 700, ['Fish Burger', 'Battered cod, tartar sauce and lettuce.'], ['Burger au poisson', 'Cabillaud pané, sauce tartare et laitue.'], ['برغر السمك', 'سمك قد مقلي مع صلصة التارتار وخس.']),
      item('double-smash-burger', 1599, false, 1150, ['Double Smash Burger', 'Two smashed patties, American cheese and onions.'], ['Double smash burger', 'Deux steaks écrasés, cheddar américain et oignons.'], ['برغر سماش مزدوج', 'شريحتا لحم مضغوطتان مع جبنة أمريكية وبصل.']),
      item('portobello-burger', 1299, true, 590, ['Portobello Burger', 'Grilled portobello mushroom with goat cheese.'], ['Burger portobello', 'Champignon portobello grillé et fromage de chèvre.'], ['برغر البورتوبيلو', 'فطر بورتوبيلو مشوي مع جبنة الماعز.']),
    ],
  },
  {
    slug: 'salads', emoji: '🥗', colour: '#8ab17d', variants: 'single', addons: ['avocado', 'bacon'],
    texts: { en: ['Salads', 'Fresh and crisp'], fr: ['Salades', 'Fraîches et croquantes'], ar: ['سلطات', 'طازجة ومقرمشة'] },
    items: [
      item('caesar-salad', 1099, false, 480, ['Caesar Salad', 'Romaine, parmesan, croutons and Caesar dressing.'], ['Salade César', 'Romaine, parmesan, croûtons et sauce César.'], ['سلطة سيزر', 'خس روماني وبارميزان وخبز محمص وصلصة سيزر.']),
      item('greek-salad', 1049, true, 390, ['Greek Salad', 'Tomatoes, cucumber, olives and feta.'], ['Salade grecque', 'Tomates, concombre, olives et feta.'], ['سلطة يونانية', 'طماطم وخيار وزيتون وجبنة فيتا.']),
      item('caprese-salad', 1149, true, 420, ['Caprese Salad', 'Buffalo mozzarella, tomatoes and basil.'], ['Salade caprese', 'Mozzarella di bufala, tomates et basilic.'], ['سلطة كابريزي', 'موزاريلا الجاموس مع طماطم وريحان.']),
      item('quinoa-salad', 1199, true, 450, ['Quinoa Salad', 'Quinoa, roasted vegetables and lemon dressing.'], ['Salade de quinoa', 'Quinoa, légumes rôtis et vinaigrette au citron.'], ['سلطة الكينوا', 'كينوا مع خضار مشوية وصلصة الليمون.']),
      item('nicoise-salad', 1299, false, 510, ['Niçoise Salad', 'Tuna, egg, green beans, potatoes and olives.'], ['Salade niçoise', 'Thon, œuf, haricots verts, pommes de terre et olives.'], ['سلطة نيسواز', 'تونة وبيض وفاصوليا خضراء وبطاطا وزيتون.']),
      item('cobb-salad', 1349, false, 620, ['Cobb Salad', 'Chicken, bacon, egg, avocado and blue cheese.'], ['Salade Cobb', 'Poulet, bacon, œuf, avocat et bleu.'], ['سلطة كوب', 'دجاج وبيكون وبيض وأفوكادو وجبنة زرقاء.']),
      item('garden-salad', 899, true, 220, ['Garden Salad', 'Mixed greens, carrots, radish and vinaigrette.'], ['Salade du jardin', 'Jeunes pousses, carottes, radis et vinaigrette.'], ['سلطة الحديقة', 'خضار ورقية وجزر وفجل مع صلصة الخل.']),
      item('fattoush', 999, true, 310, ['Fattoush', 'Crisp pita, sumac, tomatoes and mint.'], ['Fattouche', 'Pain pita croustillant, sumac, tomates et menthe.'], ['فتوش', 'خبز مقرمش وسماق وطماطم ونعناع.']),
      item('tabbouleh', 949, true, 260, ['Tabbouleh', 'Parsley, bulgur, tomatoes and lemon.'], ['Taboulé', 'Persil, boulgour, tomates et citron.'], ['تبولة', 'بقدونس وبرغل وطماطم وليمون.']),
    ],
  },
  {
    slug: 'sushi', emoji: '🍣', colour: '#e5989b', variants: 'single', addons: [],
    texts: { en: ['Sushi', 'Rolled fresh every day'], fr: ['Sushis', 'Roulés frais chaque jour'], ar: ['سوشي', 'يُلف طازجاً كل يوم'] },
    items: [
      item('salmon-nigiri', 899, false, 280, ['Salmon Nigiri', 'Four pieces of fresh salmon over rice.'], ['Nigiri au saumon', 'Quatre pièces de saumon frais sur riz.'], ['نيغيري السلمون', 'أربع قطع من السلمون الطازج على الأرز.']),
      item('tuna-nigiri', 999, false, 260, ['Tuna Nigiri', 'Four pieces of bluefin tuna over rice.'], ['Nigiri au thon', 'Quatre pièces de thon rouge sur riz.'], ['نيغيري التونة', 'أربع قطع من التونة على الأرز.']),
      item('california-roll', 1099, false, 330, ['California Roll', 'Crab, avocado and cucumber, eight pieces.'], ['California roll', 'Crabe, avocat et concombre, huit pièces.'], ['رول كاليفورنيا', 'سلطعون وأفوكادو وخيار، ثماني قطع.']),
      item('spicy-tuna-roll', 1199, false, 350, ['Spicy Tuna Roll', 'Tuna, spicy mayo and scallions.'], ['Maki thon épicé', 'Thon, mayonnaise épicée et cébette.'], ['رول التونة الحار', 'تونة مع مايونيز حار وبصل أخضر.']),
      item('dragon-roll', 1499, false, 420, ['Dragon Roll', 'Shrimp tempura topped with eel and avocado.'], ['Dragon roll', 'Crevette tempura, anguille et avocat.'], ['رول التنين', 'روبيان تمبورا مغطى بثعبان البحر والأفوكادو.']),
      item('avocado-maki', 799, true, 240, ['Avocado Maki', 'Avocado and sesame, six pieces.'], ['Maki avocat', 'Avocat et sésame, six pièces.'], ['ماكي الأفوكادو', 'أفوكادو وسمسم، ست قطع.']),
      item('cucumber-maki', 699, true, 180, ['Cucumber Maki', 'Cucumber and sesame, six pieces.'], ['Maki concombre', 'Concombre et sésame, six pièces.'], ['ماكي الخيار', 'خيار وسمسم، ست قطع.']),
      item('rainbow-roll', 1599, false, 440, ['Rainbow Roll', 'California roll topped with salmon, tuna and avocado.'], ['Rainbow roll', 'California roll garni de saumon, thon et avocat.'], ['رول قوس قزح', 'رول كاليفورنيا مغطى بالسلمون والتونة والأفوكادو.']),
      item('ebi-tempura-roll', 1299, false, 410, ['Ebi Tempura Roll', 'Crispy shrimp tempura with teriyaki glaze.'], ['Maki crevette tempura', 'Crevette tempura croustillante, sauce teriyaki.'], ['رول إيبي تمبورا', 'روبيان تمبورا مقرمش مع صلصة ترياكي.']),
      item('salmon-sashimi', 1399, false, 230, ['Salmon Sashimi', 'Six slices of fresh salmon.'], ['Sashimi de saumon', 'Six tranches de saumon frais.'], ['ساشيمي السلمون', 'ست شرائح من السلمون الطازج.']),
    ],
  },
  {
    slug: 'pasta', emoji: '🍝', colour: '#e9c46a', variants: 'single', addons: ['extra-cheese', 'garlic-dip'],
    texts: { en: ['Pasta', 'Fresh pasta, Italian style'], fr: ['Pâtes', 'Pâtes fraîches à l’italienne'], ar: ['معكرونة', 'معكرونة طازجة على الطريقة الإيطالية'] },
    items: [
      item('spaghetti-carbonara', 1499, false, 890, ['Spaghetti Carbonara', 'Egg, pecorino, guanciale and black pepper.'], ['Spaghetti à la carbonara', 'Œuf, pecorino, guanciale et poivre noir.'], ['سباغيتي كاربونارا', 'بيض وجبنة بيكورينو ولحم مقدد وفلفل أسود.']),
      item('penne-arrabbiata', 1249, true, 690, ['Penne Arrabbiata', 'Spicy tomato sauce with garlic and chili.'], ['Penne all’arrabbiata', 'Sauce tomate épicée à l’ail et au piment.'], ['بيني أرابياتا', 'صلصة طماطم حارة بالثوم والفلفل.']),
      item('fettuccine-alfredo', 1399, true, 950, ['Fettuccine Alfredo', 'Butter, cream and parmesan.'], ['Fettuccine Alfredo', 'Beurre, crème et parmesan.'], ['فيتوتشيني ألفريدو', 'زبدة وكريمة وجبنة بارميزان.']),
      item('lasagna-bolognese', 1599, false, 980, ['Lasagna Bolognese', 'Layers of pasta, beef ragù and béchamel.'], ['Lasagnes à la bolognaise', 'Couches de pâtes, ragoût de bœuf et béchamel.'], ['لازانيا بولونيز', 'طبقات معكرونة مع صلصة اللحم والبشاميل.']),
      item('pesto-linguine', 1349, true, 760, ['Pesto Linguine', 'Basil pesto, pine nuts and parmesan.'], ['Linguine au pesto', 'Pesto de basilic, pignons et parmesan.'], ['لينغويني بالبيستو', 'بيستو الريحان مع الصنوبر والبارميزان.']),
      item('mac-and-cheese', 1199, true, 870, ['Mac & Cheese', 'Baked macaroni in a three-cheese sauce.'], ['Macaroni au fromage', 'Macaronis gratinés, sauce aux trois fromages.'], ['ماك آند تشيز', 'معكرونة مخبوزة بصلصة ثلاثة أجبان.']),
      item('ravioli-ricotta', 1449, true, 720, ['Ricotta Ravioli', 'Spinach and ricotta ravioli with sage butter.'], ['Raviolis à la ricotta', 'Raviolis épinards-ricotta au beurre de sauge.'], ['رافيولي الريكوتا', 'رافيولي بالسبانخ والريكوتا مع زبدة المريمية.']),
      item('seafood-linguine', 1899, false, 810, ['Seafood Linguine', 'Shrimp, mussels and clams in white wine sauce.'], ['Linguine aux fruits de mer', 'Crevettes, moules et palourdes au vin blanc.'], ['لينغويني ثمار البحر', 'روبيان وبلح البحر والمحار بصلصة بيضاء.']),
      item('gnocchi-sorrentina', 1399, true, 740, ['Gnocchi Sorrentina', 'Potato gnocchi baked with tomato and mozzarella.'], ['Gnocchis à la sorrentine', 'Gnocchis gratinés à la tomate et mozzarella.'], ['نيوكي سورينتينا', 'نيوكي البطاطا مخبوز بالطماطم والموزاريلا.']),
      item('spaghetti-bolognese', 1349, false, 830, ['Spaghetti Bolognese', 'Slow-cooked beef ragù and parmesan.'], ['Spaghetti bolognaise', 'Ragoût de bœuf mijoté et parmesan.'], ['سباغيتي بولونيز', 'صلصة لحم مطهوة ببطء مع بارميزان.']),
    ],
  },
  {
    slug: 'desserts', emoji: '🍰', colour: '#cdb4db', variants: 'single', addons: [],
    texts: { en: ['Desserts', 'Something sweet'], fr: ['Desserts', 'Une touche sucrée'], ar: ['حلويات', 'شيء حلو'] },
    items: [
      item('creme-brulee', 799, true, 420, ['Crème Brûlée', 'Vanilla custard under a caramelised sugar crust.'], ['Crème brûlée', 'Crème vanillée sous une croûte de sucre caramélisé.'], ['كريم بروليه', 'كاسترد بالفانيليا تحت طبقة سكر مكرمل.']),
      item('tiramisu', 849, true, 450, ['Tiramisu', 'Mascarpone, espresso-soaked ladyfingers and cocoa.'], ['Tiramisu', 'Mascarpone, biscuits imbibés d’espresso et cacao.'], ['تيراميسو', 'ماسكاربوني وبسكويت منقوع بالإسبريسو وكاكاو.']),
      item('chocolate-lava-cake', 899, true, 560, ['Chocolate Lava Cake', 'Warm chocolate cake with a molten centre.'], ['Fondant au chocolat', 'Gâteau au chocolat tiède au cœur coulant.'], ['كيكة الشوكولاتة الذائبة', 'كيكة شوكولاتة دافئة بقلب سائل.']),
      item('new-york-cheesecake', 849, true, 510, ['New York Cheesecake', 'Creamy cheesecake with berry compote.'], ['Cheesecake new-yorkais', 'Cheesecake crémeux et compotée de fruits rouges.'], ['تشيز كيك نيويورك', 'تشيز كيك كريمي مع صلصة التوت.']),
      item('apple-pie', 749, true, 430, ['Apple Pie', 'Cinnamon apples in a buttery crust.'], ['Tarte aux pommes', 'Pommes à la cannelle dans une pâte au beurre.'], ['فطيرة التفاح', 'تفاح بالقرفة في عجينة بالزبدة.']),
      item('panna-cotta', 749, true, 380, ['Panna Cotta', 'Vanilla cream with raspberry coulis.'], ['Panna cotta', 'Crème vanillée et coulis de framboise.'], ['بانا كوتا', 'كريمة الفانيليا مع صلصة التوت.']),
      item('baklava', 699, true, 390, ['Baklava', 'Filo pastry with pistachios and honey syrup.'], ['Baklava', 'Pâte filo, pistaches et sirop de miel.'], ['بقلاوة', 'عجينة رقيقة بالفستق وقطر العسل.']),
      item('chocolate-mousse', 749, true, 410, ['Chocolate Mousse', 'Light dark-chocolate mousse.'], ['Mousse au chocolat', 'Mousse légère au chocolat noir.'], ['موس الشوكولاتة', 'موس خفيف بالشوكولاتة الداكنة.']),
      item('tarte-tatin', 799, true, 440, ['Tarte Tatin', 'Upside-down caramelised apple tart.'], ['Tarte Tatin', 'Tarte renversée aux pommes caramélisées.'], ['تارت تاتان', 'تارت التفاح المكرمل المقلوبة.']),
      item('gelato-trio', 699, true, 360, ['Gelato Trio', 'Three scoops: pistachio, chocolate and vanilla.'], ['Trio de gelato', 'Trois boules : pistache, chocolat et vanille.'], ['ثلاثي الجيلاتو', 'ثلاث كرات: فستق وشوكولاتة وفانيليا.']),
    ],
  },
  {
    slug: 'drinks', emoji: '🥤', colour: '#90e0ef', variants: 'size', addons: ['extra-shot'],
    texts: { en: ['Drinks', 'Hot and cold drinks'], fr: ['Boissons', 'Boissons chaudes et fraîches'], ar: ['مشروبات', 'مشروبات ساخنة وباردة'] },
    items: [
      item('cafe-latte', 449, true, 190, ['Café Latte', 'Espresso with steamed milk.'], ['Café au lait', 'Espresso et lait chaud.'], ['كافيه لاتيه', 'إسبريسو مع حليب مبخر.']),
      item('cappuccino', 449, true, 150, ['Cappuccino', 'Espresso with milk foam and cocoa.'], ['Cappuccino', 'Espresso, mousse de lait et cacao.'], ['كابتشينو', 'إسبريسو مع رغوة الحليب والكاكاو.']),
      item('espresso', 299, true, 5, ['Espresso', 'A short, intense shot of coffee.'], ['Expresso', 'Un café court et intense.'], ['إسبريسو', 'جرعة قهوة قصيرة ومركزة.']),
      item('iced-coffee', 499, true, 120, ['Iced Coffee', 'Cold brew coffee over ice.'], ['Café glacé', 'Café infusé à froid sur glaçons.'], ['قهوة مثلجة', 'قهوة باردة مع مكعبات الثلج.']),
      item('orange-juice', 549, true, 160, ['Fresh Orange Juice', 'Freshly squeezed oranges.'], ['Jus d’orange frais', 'Oranges fraîchement pressées.'], ['عصير برتقال طازج', 'برتقال معصور طازجاً.']),
      item('lemonade', 399, true, 140, ['Lemonade', 'Homemade lemonade with mint.'], ['Citronnade', 'Citronnade maison à la menthe.'], ['ليموناضة', 'ليموناضة منزلية بالنعناع.']),
      item('mango-smoothie', 599, true, 250, ['Mango Smoothie', 'Mango, yogurt and honey.'], ['Smoothie à la mangue', 'Mangue, yaourt et miel.'], ['سموذي المانجو', 'مانجو وزبادي وعسل.']),
      item('green-tea', 349, true, 2, ['Green Tea', 'Japanese sencha.'], ['Thé vert', 'Sencha japonais.'], ['شاي أخضر', 'شاي سينشا ياباني.']),
      item('cola', 299, true, 140, ['Cola', 'Chilled classic cola.'], ['Cola', 'Cola classique bien frais.'], ['كولا', 'كولا كلاسيكية مثلجة.']),
      item('sparkling-water', 249, true, 0, ['Sparkling Water', 'Natural mineral water with bubbles.'], ['Eau pétillante', 'Eau minérale naturelle gazeuse.'], ['مياه فوارة', 'مياه معدنية طبيعية فوارة.']),
    ],
  },
  {
    slug: 'breakfast', emoji: '🥞', colour: '#ffd166', variants: 'single', addons: ['avocado', 'bacon'],
    texts: { en: ['Breakfast', 'Served all day'], fr: ['Petit-déjeuner', 'Servi toute la journée'], ar: ['فطور', 'يقدم طوال اليوم'] },
    items: [
      item('acai-bowl', 1099, true, 420, ['Açaí Bowl', 'Açaí, banana, granola and berries.'], ['Bol d’açaí', 'Açaí, banane, granola et fruits rouges.'], ['وعاء الأساي', 'أساي وموز وغرانولا وتوت.']),
      item('pancakes', 999, true, 640, ['Pancakes', 'Fluffy pancakes with maple syrup.'], ['Pancakes', 'Pancakes moelleux au sirop d’érable.'], ['بان كيك', 'بان كيك هش مع شراب القيقب.']),
      item('eggs-benedict', 1299, false, 710, ['Eggs Benedict', 'Poached eggs, ham and hollandaise.'], ['Œufs Bénédicte', 'Œufs pochés, jambon et sauce hollandaise.'], ['بيض بنديكت', 'بيض مسلوق مع لحم مدخن وصلصة هولنديز.']),
      item('avocado-toast', 1049, true, 430, ['Avocado Toast', 'Sourdough, smashed avocado and chili.'], ['Tartine à l’avocat', 'Pain au levain, avocat écrasé et piment.'], ['توست الأفوكادو', 'خبز العجين المخمر مع أفوكادو مهروس وفلفل.']),
      item('french-toast', 999, true, 590, ['French Toast', 'Brioche, cinnamon and berries.'], ['Pain perdu', 'Brioche, cannelle et fruits rouges.'], ['توست فرنسي', 'بريوش بالقرفة والتوت.']),
      item('full-breakfast', 1499, false, 980, ['Full Breakfast', 'Eggs, sausage, bacon, beans and toast.'], ['Petit-déjeuner complet', 'Œufs, saucisse, bacon, haricots et toast.'], ['فطور كامل', 'بيض ونقانق وبيكون وفاصوليا وتوست.']),
      item('shakshuka', 1149, true, 520, ['Shakshuka', 'Eggs poached in spiced tomato sauce.'], ['Chakchouka', 'Œufs pochés dans une sauce tomate épicée.'], ['شكشوكة', 'بيض مطهو في صلصة طماطم متبلة.']),
      item('croissant', 399, true, 270, ['Croissant', 'Buttery French croissant.'], ['Croissant', 'Croissant pur beurre.'], ['كرواسون', 'كرواسون فرنسي بالزبدة.']),
      item('granola-parfait', 799, true, 350, ['Granola Parfait', 'Yogurt, granola and honey.'], ['Parfait au granola', 'Yaourt, granola et miel.'], ['بارفيه الغرانولا', 'زبادي وغرانولا وعسل.']),
    ],
  },
  {
    slug: 'sides', emoji: '🍟', colour: '#f6bd60', variants: 'single', addons: ['garlic-dip', 'bbq-dip', 'ranch-dip'],
    texts: { en: ['Sides', 'To share or not'], fr: ['Accompagnements', 'À partager ou pas'], ar: ['أطباق جانبية', 'للمشاركة أو لا'] },
    items: [
      item('french-fries', 499, true, 420, ['French Fries', 'Crispy fries with sea salt.'], ['Frites', 'Frites croustillantes au sel de mer.'], ['بطاطا مقلية', 'بطاطا مقرمشة بملح البحر.']),
      item('sweet-potato-fries', 599, true, 400, ['Sweet Potato Fries', 'With smoked paprika.'], ['Frites de patate douce', 'Au paprika fumé.'], ['بطاطا حلوة مقلية', 'مع البابريكا المدخنة.']),
      item('onion-rings', 549, true, 450, ['Onion Rings', 'Beer-battered onion rings.'], ['Rondelles d’oignon', 'Rondelles d’oignon en pâte à frire.'], ['حلقات البصل', 'حلقات بصل مقرمشة.']),
      item('jalapeno-poppers', 699, true, 380, ['Jalapeño Poppers', 'Cheese-stuffed jalapeños, fried golden.'], ['Jalapeños farcis', 'Jalapeños farcis au fromage, frits et dorés.'], ['هالابينو محشي', 'هالابينو محشو بالجبن ومقلي.']),
      item('garlic-bread', 449, true, 350, ['Garlic Bread', 'Toasted bread with garlic butter and herbs.'], ['Pain à l’ail', 'Pain grillé au beurre d’ail et aux herbes.'], ['خبز بالثوم', 'خبز محمص بزبدة الثوم والأعشاب.']),
      item('chicken-wings', 1099, false, 690, ['Chicken Wings', 'Eight wings with buffalo sauce.'], ['Ailes de poulet', 'Huit ailes, sauce buffalo.'], ['أجنحة الدجاج', 'ثمانية أجنحة مع صلصة بافلو.']),
      item('mozzarella-sticks', 749, true, 520, ['Mozzarella Sticks', 'Breaded mozzarella with marinara dip.'], ['Bâtonnets de mozzarella', 'Mozzarella panée, sauce marinara.'], ['أصابع الموزاريلا', 'موزاريلا مقرمشة مع صلصة مارينارا.']),
      item('coleslaw', 349, true, 180, ['Coleslaw', 'Creamy cabbage and carrot slaw.'], ['Salade de chou', 'Chou et carottes en sauce crémeuse.'], ['سلطة الملفوف', 'ملفوف وجزر بصلصة كريمية.']),
      item('hummus-pita', 649, true, 330, ['Hummus & Pita', 'Chickpea hummus with warm pita.'], ['Houmous et pita', 'Houmous de pois chiches et pita chaude.'], ['حمص مع خبز', 'حمص بالطحينة مع خبز عربي دافئ.']),
    ],
  },
];

/** Add-on products, copied into every branch like the menu. */
export const ADDONS: MenuItem[] = [
  item('extra-cheese', 150, true, 110, ['Extra Cheese', 'A generous handful of mozzarella.'], ['Supplément fromage', 'Une généreuse poignée de mozzarella.'], ['جبنة إضافية', 'كمية وفيرة من الموزاريلا.']),
  item('bacon', 200, false, 130, ['Bacon', 'Crispy smoked bacon.'], ['Bacon', 'Bacon fumé croustillant.'], ['بيكون', 'بيكون مدخن مقرمش.']),
  item('avocado', 250, true, 120, ['Avocado', 'Half a ripe avocado.'], ['Avocat', 'Un demi-avocat bien mûr.'], ['أفوكادو', 'نصف حبة أفوكادو ناضجة.']),
  item('jalapenos', 100, true, 10, ['Jalapeños', 'Sliced pickled jalapeños.'], ['Jalapeños', 'Jalapeños marinés en rondelles.'], ['هالابينو', 'شرائح هالابينو مخللة.']),
  item('garlic-dip', 100, true, 90, ['Garlic Dip', 'Creamy garlic sauce.'], ['Sauce à l’ail', 'Sauce crémeuse à l’ail.'], ['صلصة الثوم', 'صلصة ثوم كريمية.']),
  item('bbq-dip', 100, true, 70, ['BBQ Dip', 'Smoky barbecue sauce.'], ['Sauce barbecue', 'Sauce barbecue fumée.'], ['صلصة باربكيو', 'صلصة باربكيو مدخنة.']),
  item('ranch-dip', 100, true, 80, ['Ranch Dip', 'Buttermilk and herb dressing.'], ['Sauce ranch', 'Sauce babeurre aux herbes.'], ['صلصة رانش', 'صلصة اللبن والأعشاب.']),
  item('extra-shot', 100, true, 5, ['Extra Shot', 'One more shot of espresso.'], ['Dose supplémentaire', 'Une dose d’espresso en plus.'], ['جرعة إضافية', 'جرعة إسبريسو إضافية.']),
];

/** Category holding the add-on products; never listed, since add-ons are not sold alone. */
export const ADDON_CATEGORY = {
  slug: 'extras', emoji: '➕', colour: '#adb5bd',
  texts: { en: ['Extras', 'Add-ons'], fr: ['Suppléments', 'Suppléments'], ar: ['إضافات', 'إضافات'] } as Texts,
};
