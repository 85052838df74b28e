// Small SVG pictures for the demo data (product, category, shop, news, gallery and section
// images). Pure vector art: no text, no emoji and no fonts, so they render the same on any machine
// and in any UI language (the storefront shows the translated title next to the picture). Each
// category has its own flat illustration; colours and details vary per product, derived from a
// hash of the slug so the output is stable. Written once by images-cli.ts into api/storage/images.
import { ADDON_CATEGORY, ADDONS, MENU } from './menu';
import {
  BRANCHES, DEMO_BANNERS, DEMO_FLOORS, DEMO_NEWS, DEMO_REFERRAL, GALLERY, newsImage, promotionImage, sectionImage,
  type DemoSection,
} from './demo-data';
import { galleryPath, SHOP_GALLERIES, type GalleryPalette, type GalleryPicture, type GalleryScene } from './galleries';
import { DEMO_SHOP_TAGS, tagImage, type ShopTagSlug } from './shop-tags';

export interface DemoImage {
  path: string;
  svg: string;
}

type Rng = () => number;
type Draw = (r: Rng, slug: string) => string;

/** Deterministic pseudo-random numbers from a string (FNV-1a seed, mulberry32 stream). */
function seeded(key: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const span = (r: Rng, lo: number, hi: number) => lo + r() * (hi - lo);
const n = (v: number) => String(Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10);
/** Local points (x, y pairs) rotated by `a` degrees and moved to (x, y), as path text. */
function local(x: number, y: number, a: number, pts: number[]): string[] {
  const t = (a * Math.PI) / 180;
  const out: string[] = [];
  for (let i = 0; i < pts.length; i += 2) out.push(`${n(x + pts[i] * Math.cos(t) - pts[i + 1] * Math.sin(t))} ${n(y + pts[i] * Math.sin(t) + pts[i + 1] * Math.cos(t))}`);
  return out;
}

// Shape helpers; `x` is any extra attribute text.
const c = (cx: number, cy: number, r: number, fill: string, x = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${fill ? ` fill="${fill}"` : ''}${x}/>`;
const e = (cx: number, cy: number, rx: number, ry: number, fill: string, x = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${fill ? ` fill="${fill}"` : ''}${x}/>`;
const rc = (x0: number, y0: number, w: number, h: number, rr: number, fill: string, x = '') =>
  `<rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}"${rr ? ` rx="${n(rr)}"` : ''}${fill ? ` fill="${fill}"` : ''}${x}/>`;
const p = (d: string, fill: string, x = '') => `<path d="${d}"${fill ? ` fill="${fill}"` : ''}${x}/>`;
const g = (transform: string, body: string, x = '') => `<g${transform ? ` transform="${transform}"` : ''}${x}>${body}</g>`;
const at = (x: number, y: number, rot = 0) => `translate(${n(x)} ${n(y)})${rot ? ` rotate(${Math.round(rot)})` : ''}`;
const st = (colour: string, width: number) => ` stroke="${colour}" stroke-width="${width}"`;
const line = (colour: string, width: number) => ` stroke="${colour}" stroke-width="${width}" stroke-linecap="round"`;
const strokes = (colour: string, width: number) => ` fill="none"${line(colour, width)}`;

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const long = (hex: string) => (hex.length === 4 ? `#${[1, 2, 3].map((i) => hex[i] + hex[i]).join('')}` : hex);
  const ch = (hex: string, i: number) => parseInt(long(hex).slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** Evenly spread points on a disc (sunflower pattern), jittered. */
function scatter(r: Rng, count: number, cx: number, cy: number, radius: number, squash = 1): [number, number, number][] {
  const turn = r() * 6.28;
  return Array.from({ length: count }, (_, i) => {
    const rad = radius * Math.sqrt((i + 0.5) / count) + span(r, -4, 4);
    const ang = turn + i * 2.39996;
    return [cx + rad * Math.cos(ang), cy + rad * Math.sin(ang) * squash, span(r, 0, 360)];
  });
}

/** A wobbly closed blob around (cx, cy), smoothed with quadratic curves. */
function blob(r: Rng, cx: number, cy: number, rx: number, ry: number, points = 10, wobble = 0.08): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + span(r, -wobble, wobble);
    return [cx + rx * k * Math.cos(a), cy + ry * k * Math.sin(a)];
  });
  const mid = (i: number) => pts[i % points].map((v, j) => (v + pts[(i + 1) % points][j]) / 2);
  let d = `M${mid(0).map(n).join(' ')}`;
  for (let i = 1; i <= points; i++) d += `Q${pts[i % points].map(n).join(' ')} ${mid(i).map(n).join(' ')}`;
  return `${d}Z`;
}

const leafPath = (x: number, y: number, a: number, len: number) => {
  const [s0, c1, s1, c2] = local(x, y, a, [-len, 0, 0, -len * 0.6, len, 0, 0, len * 0.6]);
  return `M${s0}Q${c1} ${s1}Q${c2} ${s0}Z`;
};
const leaf = (x: number, y: number, a: number, len: number, fill: string) => p(leafPath(x, y, a, len), fill);
/** A short arc (elbow, shred, noodle bit) of half-width w, as path text. */
const arcPath = (x: number, y: number, a: number, w: number, bend = 1) => {
  const [s0, c1, s1] = local(x, y, a, [-w, 0, 0, -w * bend, w, 0]);
  return `M${s0}Q${c1} ${s1}`;
};
const shadow = (cx: number, cy: number, rx: number, ry = 12) => e(cx, cy, rx, ry, '#000', ' fill-opacity=".1"');
const plate = (cx = 200, cy = 152, r = 124) => shadow(cx, cy + r * 0.9, r * 0.9) + c(cx, cy, r, '#fff') + c(cx, cy, r * 0.8, '#f1ede6');

/** The whole picture: a soft background, a pale halo and the dish. */
function picture(bg: string, body: string, width = 400, height = 300, vw = 400, vh = 300): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}">`
    + `${rc(0, 0, vw, vh, 0, bg)}${body}</svg>\n`;
}
const halo = c(200, 150, 138, '#fff', ' fill-opacity=".35"');

// ---------------------------------------------------------------- pizza
type Topping = (x: number, y: number, a: number) => string;
const toppings: Record<string, Topping> = {
  pep: (x, y) => c(x, y, 12, '#b7321f') + c(x - 3, y - 3, 3, '#8c2314'),
  basil: (x, y, a) => leaf(x, y, a, 15, '#3d8b37'),
  mozz: (x, y) => c(x, y, 10, '#fffaf0'),
  olive: (x, y) => c(x, y, 5, 'none', st('#2b2b2b', 4)),
  mush: (x, y, a) => g(at(x, y, a), p('M-10 2a10 9 0 0 1 20 0z', '#b89a74') + rc(-3, 1, 6, 7, 2, '#eadcc4')),
  pine: (x, y, a) => g(at(x, y, a), rc(-7, -5, 14, 10, 2, '#f6c431')),
  ham: (x, y, a) => g(at(x, y, a), rc(-8, -6, 16, 12, 3, '#e8909a')),
  greenpep: (x, y, a) => g(at(x, y, a), p('M-8 0a8 8 0 0 1 16 0', 'none', line('#3f9e3a', 4))),
  redpep: (x, y, a) => g(at(x, y, a), p('M-8 0a8 8 0 0 1 16 0', 'none', line('#d6332b', 4))),
  onion: (x, y, a) => g(at(x, y, a), p('M-9 0a9 9 0 0 1 18 0', 'none', line('#9b4f96', 3))),
  chicken: (x, y, a) => g(at(x, y, a), rc(-7, -6, 14, 12, 4, '#e2b77f')),
  chili: (x, y) => c(x, y, 3, '#e0301e'),
  artichoke: (x, y, a) => g(at(x, y, a), p('M0-8L7 6H-7Z', '#8fa85a')),
  gorg: (x, y) => c(x, y, 8, '#dfe6d5'),
};
const pizzaToppings: Record<string, string[]> = {
  margherita: ['mozz', 'basil'], pepperoni: ['pep'], 'quattro-formaggi': ['mozz', 'gorg'],
  hawaiian: ['pine', 'ham'], 'vegetarian-supreme': ['greenpep', 'olive', 'mush', 'redpep'],
  'bbq-chicken': ['chicken', 'onion'], diavola: ['pep', 'chili'], funghi: ['mush'],
  capricciosa: ['ham', 'artichoke', 'mush', 'olive'], 'truffle-mushroom': ['mush', 'basil'],
};
const pizza: Draw = (r, slug) => {
  const kinds = pizzaToppings[slug] ?? pick(r, Object.values(pizzaToppings));
  const sauce = /formaggi|truffle/.test(slug) ? '#f0d99c' : slug.includes('bbq') ? '#8e3b1c' : '#cf3f27';
  const cheese = pick(r, ['#f7d77e', '#f5cf6a', '#f8dc8c']);
  const turn = r() * 60;
  const cuts = [0, 60, 120].map((a) => {
    const t = ((a + turn) * Math.PI) / 180;
    return `M${n(200 + 106 * Math.cos(t))} ${n(150 + 106 * Math.sin(t))}L${n(200 - 106 * Math.cos(t))} ${n(150 - 106 * Math.sin(t))}`;
  }).join('');
  const tops = scatter(r, 13, 200, 150, 74).map(([x, y, a], i) => toppings[kinds[i % kinds.length]](x, y, a)).join('');
  return shadow(200, 268, 112) + c(200, 150, 120, '#c97d3a') + c(200, 148, 110, '#e4a55b') + c(200, 150, 100, sauce)
    + p(blob(r, 200, 150, 92, 92, 12, 0.06), cheese) + tops + p(cuts, 'none', st('#b9702f', 2) + ' stroke-opacity=".5"');
};

// ---------------------------------------------------------------- burgers
const burger: Draw = (r, slug) => {
  const bun = pick(r, ['#e09a45', '#d98c3a', '#e6a654', '#c97f35']);
  const patty = /chicken|fish/.test(slug) ? '#d9922f' : slug.includes('veggie') ? '#9c7b3c' : slug.includes('portobello') ? '#5b4433' : pick(r, ['#6b3a22', '#5e321d', '#74412a']);
  const cheese = slug.includes('swiss') ? '#f7e08a' : /fish|veggie/.test(slug) ? '' : pick(r, ['#f4b22a', '#f6c53c', '#f0a41f']);
  // Layers stacked bottom-up; y is the top of the stack so far.
  let s = shadow(200, 262, 120) + rc(92, 220, 216, 38, 18, bun);
  let y = 222;
  for (let i = slug.includes('double') ? 2 : 1; i > 0; i--) {
    y -= 26;
    s += rc(84, y, 232, 28, 14, patty);
    if (cheese) {
      let d = `M86 ${y - 6}H314V${y + 2}`;
      for (let x = 314, k = 0; x > 90; x -= 19, k++) d += `L${x - 10} ${y + (k % 2 ? 4 : 12 + Math.round(r() * 8))}L${x - 19} ${y + 2}`;
      s += p(`${d}Z`, cheese);
      y -= 8;
    }
  }
  if (slug.includes('bacon')) s += p(`M78 ${y - 2}q18-8 36 0t36 0 36 0 36 0 36 0 36 0 36 0`, 'none', line('#b5402b', 8)) + p(`M78 ${y - 2}q18-8 36 0t36 0 36 0 36 0 36 0 36 0 36 0`, 'none', line('#f1b8a0', 2));
  else if (slug.includes('jalapeno')) s += [110, 150, 190, 230, 270, 300].map((x) => c(x, y - 2, 10, '#3e9a3a') + c(x, y - 2, 5, '#b7dc8a')).join('');
  else if (/mushroom|portobello/.test(slug)) s += p(`M80 ${y}Q140 ${y - 16} 200 ${y - 2}T320 ${y}Z`, '#8a6a4c');
  else if (slug.includes('bbq')) s += [128, 200, 272].map((x) => e(x, y - 2, 30, 9, 'none', st('#e0b062', 7))).join('');
  if (/bacon|jalapeno|mushroom|portobello|bbq/.test(slug)) y -= 8;
  if (r() > 0.3 && !slug.includes('double')) {
    y -= 10;
    s += rc(98, y, 204, 13, 6, '#e0483a');
  }
  let lettuce = `M80 ${y + 2}`;
  for (let x = 80; x < 320; x += 24) lettuce += `q12-${10 + Math.round(r() * 8)} 24 0`;
  s += p(`${lettuce}L314 ${y + 10}H86Z`, pick(r, ['#6cbf4a', '#79c95a', '#5db044']));
  const b = y - 2;
  s += p(`M92 ${b - 10}C92 ${b - 96} 308 ${b - 96} 308 ${b - 10}Q308 ${b} 298 ${b}H102Q92 ${b} 92 ${b - 10}Z`, bun) + e(170, b - 56, 46, 14, '#fff', ` fill-opacity=".18" transform="rotate(-12 170 ${b - 56})"`);
  s += scatter(r, 9, 200, b - 50, 80, 0.32).map(([x, yy, a]) => g(at(x, yy, a / 6 - 30), e(0, 0, 4, 2, '#fbefd0'))).join('');
  return s;
};

// ---------------------------------------------------------------- bowls (salads, breakfast bowls, dips)
type Bit = (x: number, y: number, a: number, r: Rng) => string;
const bits: Record<string, Bit> = {
  tomato: (x, y) => c(x, y, 11, '#e0412f') + c(x - 3, y - 4, 3, '#fff', ' fill-opacity=".5"'),
  cucumber: (x, y) => c(x, y, 11, '#c9e7a1', st('#3f8a3a', 3)),
  olive: (x, y) => e(x, y, 7, 5, '#2e2a2a'),
  feta: (x, y, a) => g(at(x, y, a), rc(-7, -7, 14, 14, 2, '#fdfbf3')),
  crouton: (x, y, a) => g(at(x, y, a), rc(-7, -6, 14, 12, 2, '#d69b4e')),
  parm: (x, y, a) => g(at(x, y, a), rc(-9, -3, 18, 6, 2, '#fbf3d5')),
  egg: (x, y) => c(x, y, 13, '#fffdf6') + c(x, y, 6, '#f6b21b'),
  bean: (x, y, a) => g(at(x, y, a), rc(-11, -3, 22, 6, 3, '#4f9b3b')),
  avocado: (x, y, a) => g(at(x, y, a), e(0, 0, 11, 7, '#b5d46a', st('#5f8a2c', 2))),
  bacon: (x, y, a) => g(at(x, y, a), rc(-10, -4, 20, 8, 3, '#c2553d')),
  carrot: (x, y, a) => g(at(x, y, a), rc(-10, -3, 20, 6, 3, '#f08a24')),
  radish: (x, y) => c(x, y, 8, '#fbe8ee', st('#d9467a', 3)),
  quinoa: (x, y) => c(x, y, 3, '#e9d39b') + c(x + 6, y + 3, 3, '#c9a86a'),
  pita: (x, y, a) => g(at(x, y, a), p('M-9 7L0-9L9 7Z', '#e2b56c')),
  parsley: (x, y, a) => leaf(x, y, a, 6, '#2f7d32'),
  basil: (x, y, a) => leaf(x, y, a, 9, '#3d8b37'),
  mozz: (x, y) => c(x, y, 11, '#fffaf0'),
  chicken: (x, y, a) => g(at(x, y, a), rc(-9, -6, 18, 12, 4, '#e6c08e')),
  banana: (x, y) => c(x, y, 9, '#fbefb4', st('#e8cf6f', 2)),
  berry: (x, y) => c(x, y, 6, '#3b3f8f') + c(x - 2, y - 2, 2, '#fff', ' fill-opacity=".4"'),
  strawberry: (x, y, a) => g(at(x, y, a), p('M0 9C-9 2-9-7 0-6C9-7 9 2 0 9Z', '#e23b4a')),
  granola: (x, y) => c(x, y, 4, '#c78a45') + c(x + 6, y - 2, 3, '#a96c32'),
  shred: (x, y, a, r) => p(arcPath(x, y, a, 10, 0.5), 'none', line(pick(r, ['#f08a24', '#8e4a9c', '#d9d4a0']), 4)),
  chickpea: (x, y) => c(x, y, 5, '#e2c27d'),
  paprika: (x, y) => c(x, y, 2.5, '#c8431f'),
};
function bowl(r: Rng, filling: string, kinds: string[], bowlColour: string, leaves: string[] = [], count = 10): string {
  let s = shadow(200, 266, 120) + e(200, 150, 136, 26, mix(bowlColour, '#000000', 0.2));
  s += p(blob(r, 200, 146, 124, 30, 10, 0.05), filling);
  const byColour = new Map<string, string>();
  for (const [x, y, a] of scatter(r, leaves.length ? 14 : 0, 200, 130, 110, 0.28)) {
    const colour = pick(r, leaves);
    byColour.set(colour, (byColour.get(colour) ?? '') + leafPath(x, y, a / 4 - 45, 26));
  }
  for (const [colour, d] of byColour) s += p(d, colour);
  s += scatter(r, count, 200, 138, 95, 0.22).map(([x, y, a], i) => bits[kinds[i % kinds.length]](x, y, a, r)).join('');
  s += p('M64 152Q68 268 200 268Q332 268 336 152Q268 180 200 180Q132 180 64 152Z', bowlColour) + p('M90 200Q120 240 160 250', 'none', line('#fff', 6) + ' stroke-opacity=".3"');
  return s;
}
const greens = ['#6cbf4a', '#4fa53a', '#8fd16a', '#3e8f34'];
const saladBits: Record<string, string[]> = {
  'caesar-salad': ['crouton', 'parm', 'chicken'], 'greek-salad': ['tomato', 'cucumber', 'olive', 'feta'],
  'caprese-salad': ['tomato', 'mozz', 'basil'], 'quinoa-salad': ['quinoa', 'tomato', 'cucumber'],
  'nicoise-salad': ['egg', 'olive', 'bean', 'tomato'], 'cobb-salad': ['egg', 'avocado', 'bacon', 'tomato'],
  'garden-salad': ['tomato', 'carrot', 'radish', 'cucumber'], fattoush: ['pita', 'tomato', 'cucumber', 'radish'],
  tabbouleh: ['parsley', 'tomato', 'parsley', 'quinoa'],
};
const salad: Draw = (r, slug) => bowl(r, '#4e9a3a', saladBits[slug] ?? pick(r, Object.values(saladBits)),
  pick(r, ['#f4efe6', '#2a6f97', '#e9c46a', '#d8e2dc', '#bc6c25']), slug === 'tabbouleh' ? ['#3e8f34', '#2f7d32'] : greens, 12);

// ---------------------------------------------------------------- sushi
const fishColour = (slug: string) => (slug.includes('tuna') ? '#c8344a' : '#f58d5c');
const sushi: Draw = (r, slug) => {
  const board = pick(r, ['#3a3a3a', '#8b5a2b', '#f4efe6', '#2f4858']);
  let s = shadow(200, 250, 150) + rc(40, 196, 320, 40, 10, mix(board, '#000000', 0.25)) + rc(40, 186, 320, 40, 10, board);
  s += g(at(300, 60, 20), rc(0, 0, 110, 6, 3, '#c9a26b') + rc(0, 14, 110, 6, 3, '#b48a55'));
  if (slug.includes('nigiri')) {
    const fish = fishColour(slug);
    for (const x of [115, 200, 285]) {
      s += e(x, 180, 38, 20, '#fbf8ef', st('#e6e0d0', 2)) + p(`M${x - 46} 176Q${x - 30} 130 ${x + 46} 168Q${x + 10} 184 ${x - 46} 176Z`, fish)
        + p(`M${x - 22} 152l8 18M${x} 148l8 20M${x + 22} 156l6 14`, 'none', line('#fff', 3) + ' stroke-opacity=".55"');
    }
  } else if (slug.includes('sashimi')) {
    s += leaf(200, 178, -8, 90, '#5a9e3c');
    for (let i = 0; i < 5; i++) {
      s += g(at(110 + i * 40, 170 - (i % 2) * 6, -20), rc(-22, -30, 44, 60, 10, '#f58d5c', st('#f9b08a', 2))
        + p('M-14-16l28 10M-14 2l28 10', 'none', line('#fff', 3) + ' stroke-opacity=".45"'));
    }
  } else {
    const inside = /california|rainbow|dragon/.test(slug);
    const fill = slug.includes('avocado') ? ['#9ccc5a'] : slug.includes('cucumber') ? ['#b9e28c'] : slug.includes('tuna') ? ['#c8344a', '#6cbf4a']
      : slug.includes('ebi') ? ['#f4a259', '#f7d07a'] : ['#f58d5c', '#9ccc5a', '#f7d07a'];
    const topping = slug.includes('rainbow') ? ['#f58d5c', '#c8344a', '#9ccc5a'] : slug.includes('dragon') ? ['#9ccc5a'] : [];
    [[110, 175], [200, 165], [290, 175], [155, 128], [245, 128]].forEach(([x, y], i) => {
      s += c(x, y, 36, inside ? '#fbf8ef' : '#1f2d25', inside ? st('#f0a83a', 4) : '') + c(x, y, 30, inside ? '#1f2d25' : '#fbf8ef') + (inside ? c(x, y, 26, '#fbf8ef') : '');
      s += fill.map((f, j) => c(x + (fill.length > 1 ? 8 * Math.cos(j * 2.1 + i) : 0), y + (fill.length > 1 ? 8 * Math.sin(j * 2.1 + i) : 0), fill.length > 1 ? 8 : 13, f)).join('');
      if (topping.length) s += p(`M${x - 34} ${y - 10}Q${x} ${y - 44} ${x + 34} ${y - 10}Q${x} ${y - 26} ${x - 34} ${y - 10}Z`, topping[i % topping.length]);
    });
  }
  return s + e(330, 212, 14, 8, '#8fbf4a') + e(70, 212, 16, 8, '#f3b6b0');
};

// ---------------------------------------------------------------- pasta
const pasta: Draw = (r, slug) => {
  let s = plate();
  const noodle = slug.includes('pesto') ? '#e9d27a' : pick(r, ['#f2cd66', '#f5d679', '#eec35a']);
  const sauce = /bolognese|arrabbiata|sorrentina/.test(slug) ? '#b8361f' : slug.includes('pesto') ? '#5a9a3a' : /alfredo|carbonara|mac/.test(slug) ? '#f6e7b8' : '#e9a14a';
  if (/spaghetti|fettuccine|linguine/.test(slug)) {
    const w = slug.includes('fettuccine') ? 8 : 5;
    s += g('', scatter(r, 11, 200, 150, 44).map(([x, y, a]) => e(x, y, span(r, 24, 46), span(r, 16, 30), '', ` transform="rotate(${Math.round(a)} ${n(x)} ${n(y)})"`)).join(''),
      strokes(mix(noodle, '#000000', 0.08), w));
    s += p(scatter(r, 9, 200, 150, 44).map(([x, y, a]) => arcPath(x, y, a, 24, 0.7)).join(''), 'none', line(noodle, w));
    if (sauce !== '#e9a14a' || slug.includes('seafood')) s += p(blob(r, 200, 146, 40, 34, 9, 0.2), sauce, ' fill-opacity=".9"');
  } else if (slug.includes('penne')) {
    s += p(blob(r, 200, 150, 86, 80, 10, 0.1), sauce) + scatter(r, 16, 200, 150, 64).map(([x, y, a]) => g(at(x, y, a), p('M-14-6L10-6L14 6L-10 6Z', noodle, st('#d9a73f', 1.5)))).join('');
  } else if (slug.includes('ravioli')) {
    s += scatter(r, 7, 200, 150, 56).map(([x, y, a]) => g(at(x, y, a / 8), rc(-22, -22, 44, 44, 4, noodle, st('#e0ad45', 4) + ' stroke-dasharray="4 3"') + c(0, 0, 10, '#fbe9a8'))).join('');
    s += scatter(r, 4, 200, 150, 70).map(([x, y, a]) => leaf(x, y, a, 14, '#7a9a5a')).join('');
  } else if (slug.includes('gnocchi')) {
    s += p(blob(r, 200, 150, 88, 82, 10, 0.1), sauce) + g('', scatter(r, 16, 200, 150, 66).map(([x, y]) => e(x, y, 12, 8, '')).join(''), ` fill="#f3dca0"${st('#dcbf78', 2)}`)
      + scatter(r, 5, 200, 150, 50).map(([x, y]) => c(x, y, 10, '#fffaf0')).join('');
  } else if (slug.includes('lasagna')) {
    const layers = ['#f2cd66', '#b8361f', '#f6e7b8', '#f2cd66', '#b8361f', '#f2cd66'];
    s += layers.map((f, i) => p(`M130 ${198 - i * 14}L270 ${188 - i * 14}V${200 - i * 14}L130 ${210 - i * 14}Z`, f)).join('');
    s += p('M130 128L270 118L248 94L112 104Z', '#d98f3a') + p('M130 128L112 104V196L130 210Z', '#e2a64c') + scatter(r, 6, 190, 112, 50, 0.2).map(([x, y]) => c(x, y, 4, '#a8551f')).join('');
  } else {
    s += p(blob(r, 200, 150, 84, 80, 10, 0.1), '#f6d46a') + p(scatter(r, 30, 200, 150, 72).map(([x, y, a]) => arcPath(x, y, a, 7, 1.4)).join(''), 'none', line('#e9a526', 5));
  }
  if (slug.includes('carbonara')) s += scatter(r, 8, 200, 140, 40).map(([x, y, a]) => g(at(x, y, a), rc(-5, -3, 10, 6, 2, '#c2553d'))).join('') + c(200, 150, 10, '#f6b21b');
  if (slug.includes('seafood')) s += [[170, 130], [232, 150], [190, 178]].map(([x, y], i) => g(at(x, y, i * 70), p('M-12 0a12 12 0 1 1 12 12', 'none', line('#f4845f', 8)))).join('') + e(238, 120, 16, 9, '#2b2d42');
  if (r() > 0.4 && !/lasagna|ravioli/.test(slug)) s += leaf(238, 118, -30, 12, '#3d8b37') + leaf(252, 130, 20, 10, '#4f9b3b');
  return s;
};

// ---------------------------------------------------------------- desserts
function slice(r: Rng, top: string, layers: string[], extra = ''): string {
  // Wedge seen from the front right: tip (110,165), back corners (250,112) and (300,140), 70 tall.
  const h = 70 / layers.length;
  let s = e(200, 236, 150, 30, '#fff') + e(200, 232, 128, 22, '#f1ede6');
  s += p('M250 112L300 140V210L250 182Z', mix(layers[0], '#000000', 0.15));
  s += layers.map((f, i) => p(`M110 ${165 + i * h}L300 ${140 + i * h}V${n(140 + (i + 1) * h)}L110 ${n(165 + (i + 1) * h)}Z`, f)).join('');
  s += p('M110 165L250 112L300 140Z', top) + extra;
  return s + scatter(r, 3, 96, 214, 20, 0.5).map(([x, y]) => c(x, y, 7, pick(r, ['#c1121f', '#3b3f8f', '#e23b4a']))).join('');
}
const desserts: Draw = (r, slug) => {
  const sh = shadow(200, 268, 140);
  if (/tiramisu|cheesecake|lava|baklava/.test(slug)) {
    if (slug.includes('tiramisu')) return sh + slice(r, '#6b4423', ['#f5e6c8', '#b9824a', '#f5e6c8', '#b9824a']);
    if (slug.includes('cheesecake')) return sh + slice(r, '#b0283f', ['#f6e3b4', '#f6e3b4', '#f6e3b4', '#c58b4a'], p('M110 165Q130 190 150 170Q170 195 190 165', '#b0283f'));
    if (slug.includes('baklava')) return sh + slice(r, '#d99a3a', ['#e9b054', '#f3cf83', '#e9b054', '#f3cf83', '#d99a3a'], scatter(r, 8, 220, 140, 30, 0.4).map(([x, y]) => c(x, y, 3.5, '#7bb04a')).join(''));
    return sh + slice(r, '#4a2a1a', ['#5b3320', '#5b3320', '#4a2a1a'], p('M180 136Q190 170 205 150Q215 185 230 128Z', '#2e170c') + scatter(r, 6, 215, 130, 26, 0.4).map(([x, y]) => c(x, y, 2, '#fff')).join(''));
  }
  if (/pie|tatin/.test(slug)) {
    let s = sh + c(200, 152, 120, '#f4efe6') + c(200, 150, 100, '#c98a3e') + c(200, 150, 86, slug.includes('tatin') ? '#c8742a' : '#e7b569');
    if (slug.includes('tatin')) s += Array.from({ length: 12 }, (_, i) => g(at(200, 150, i * 30), p('M16-6Q50-20 80-2Q50-6 16 6Z', '#e89a3c', st('#a85a1e', 2)))).join('') + c(200, 150, 16, '#e89a3c');
    else s += g('', [-60, -30, 0, 30, 60].map((d) => `M${200 + d} ${150 - Math.sqrt(86 * 86 - d * d)}V${n(150 + Math.sqrt(86 * 86 - d * d))}M${n(200 - Math.sqrt(86 * 86 - d * d))} ${150 + d}H${n(200 + Math.sqrt(86 * 86 - d * d))}`).map((d) => p(d, '')).join(''), strokes('#d4943f', 12));
    return s + scatter(r, 5, 200, 150, 80).map(([x, y]) => c(x, y, 2.5, '#fff', ' fill-opacity=".7"')).join('');
  }
  if (slug.includes('gelato')) {
    return sh + p('M110 170Q115 250 200 252Q285 250 290 170Z', '#f4efe6') + c(150, 150, 42, '#a7c957') + c(250, 150, 42, '#f6ecc9') + c(200, 120, 44, '#6b3e26')
      + g(at(262, 96, 30), rc(-8, -40, 16, 62, 3, '#e3b15f', st('#c48f3d', 2))) + c(186, 104, 8, '#fff', ' fill-opacity=".3"');
  }
  if (slug.includes('brulee')) {
    return sh + p('M90 150V200Q90 240 200 240Q310 240 310 200V150Z', '#fdfbf6') + p('M110 160V226M150 168V238M200 170V240M250 168V238M290 160V226', 'none', line('#e8e2d6', 4))
      + e(200, 150, 110, 34, '#fdfbf6') + e(200, 150, 96, 26, '#d98c2b') + scatter(r, 6, 200, 150, 76, 0.28).map(([x, y]) => e(x, y, 12, 4, '#a85a1e', ' fill-opacity=".35"')).join('');
  }
  if (slug.includes('mousse')) {
    return sh + p('M130 70H270L250 250H150Z', '#fff', ' fill-opacity=".45"' + st('#fff', 3)) + p('M137 130H263L255 200H145Z', '#5b3320') + p('M145 200H255L250 246H150Z', '#3e2114')
      + p(blob(r, 200, 124, 66, 18, 8, 0.15), '#fdf6e8') + leaf(214, 106, -30, 12, '#3d8b37') + c(190, 110, 7, '#c1121f');
  }
  // panna cotta: a dome on a plate with coulis and berries
  return sh + e(200, 226, 150, 34, '#fff') + p('M200 242C110 242 160 200 140 226', '#c1121f') + p('M130 226Q130 110 200 100Q270 110 270 226Z', '#fbf3e0')
    + p('M150 140Q200 96 250 140Q240 180 200 170Q160 180 150 140Z', '#c1121f') + c(200, 112, 8, '#e23b4a') + scatter(r, 4, 300, 220, 16, 0.5).map(([x, y]) => c(x, y, 6, '#c1121f')).join('');
};

// ---------------------------------------------------------------- drinks
const drinkColour: Record<string, string> = {
  'cafe-latte': '#c89b6d', cappuccino: '#b9875a', espresso: '#5b3320', 'iced-coffee': '#8a5a3b', 'orange-juice': '#f9a11b',
  lemonade: '#f5e27a', 'mango-smoothie': '#f7a531', 'green-tea': '#a5c46b', cola: '#4a2418', 'sparkling-water': '#d6f1fa',
};
const drinks: Draw = (r, slug) => {
  const drink = drinkColour[slug] ?? pick(r, Object.values(drinkColour));
  if (/latte|cappuccino|espresso|tea/.test(slug)) {
    const small = slug === 'espresso';
    const w = small ? 60 : 86;
    const cup = slug.includes('tea') ? pick(r, ['#e9edc9', '#d8e2dc']) : pick(r, ['#fff', '#f4efe6', '#264653', '#e76f51']);
    let s = shadow(200, 258, 120) + e(200, 240, 130, 22, '#fff') + e(200, 236, 96, 14, '#ebe6dd');
    if (!slug.includes('tea')) s += c(200 + w + 6, 170, small ? 18 : 24, 'none', st(cup, 10));
    s += p(`M${200 - w} 124Q${200 - w} 236 200 236Q${200 + w} 236 ${200 + w} 124Z`, cup, st('#000', 1) + ' stroke-opacity=".08"') + e(200, 124, w, 18, mix(cup, '#000000', 0.1)) + e(200, 126, w - 8, 13, drink);
    if (!small && !slug.includes('tea')) s += p('M200 138C186 126 180 118 192 116Q200 116 200 122Q200 116 208 116C220 118 214 126 200 138Z', '#fdf3e2');
    if (slug.includes('cappuccino')) s += scatter(r, 10, 200, 126, 50, 0.22).map(([x, y]) => c(x, y, 1.8, '#5b3320')).join('');
    return s + g('', [170, 200, 230].map((x) => p(`M${x} 100c-12-14 12-24 0-38`, '')).join(''), strokes('#fff', 5) + ' stroke-opacity=".7"');
  }
  let s = shadow(200, 262, 90) + p('M140 60L152 250Q154 258 162 258H238Q246 258 248 250L260 60Z', '#fff', ' fill-opacity=".5"');
  s += p('M146 110L156 244Q158 250 164 250H236Q242 250 244 244L254 110Z', drink);
  if (slug === 'iced-coffee') s += p('M147 120L150 160H250L253 120Z', '#f3e3cc', ' fill-opacity=".8"');
  if (/iced|cola|lemonade|sparkling/.test(slug)) s += scatter(r, 4, 200, 140, 34).map(([x, y, a]) => g(at(x, y, a), rc(-14, -14, 28, 28, 5, '#fff', ' fill-opacity=".45"'))).join('');
  if (/cola|sparkling/.test(slug)) s += scatter(r, 12, 200, 190, 40, 1.3).map(([x, y]) => c(x, y, span(r, 2, 4), '#fff', ' fill-opacity=".7"')).join('');
  if (slug.includes('smoothie')) s += p(blob(r, 200, 106, 56, 16, 8, 0.2), '#fdf3e2');
  s += g(at(222, 30, 12), rc(0, 0, 12, 170, 4, pick(r, ['#e63946', '#2a9d8f', '#f4a261', '#457b9d'])));
  if (/orange|lemonade/.test(slug)) {
    const fruit = slug.includes('orange') ? '#f7931e' : '#f2d43a';
    s += g(at(150, 70), c(0, 0, 30, fruit) + c(0, 0, 24, mix(fruit, '#ffffff', 0.4)) + p('M0-24V24M-24 0H24M-17-17L17 17M17-17L-17 17', 'none', line(fruit, 2)));
  }
  if (slug === 'lemonade') s += leaf(255, 62, -40, 16, '#3d8b37');
  return s + p('M140 60L152 250Q154 258 162 258H238Q246 258 248 250L260 60', 'none', st('#fff', 4)) + p('M160 80L168 230', 'none', line('#fff', 6) + ' stroke-opacity=".5"');
};

// ---------------------------------------------------------------- breakfast
const egg = (r: Rng, x: number, y: number, size = 1) => p(blob(r, x, y, 40 * size, 34 * size, 8, 0.15), '#fffdf6') + c(x + 4, y - 2, 14 * size, '#f6b21b') + c(x, y - 6, 4 * size, '#fff', ' fill-opacity=".5"');
const breakfast: Draw = (r, slug) => {
  if (slug === 'pancakes') {
    let s = shadow(200, 258, 140) + e(200, 236, 150, 30, '#fff');
    for (let i = 0; i < 5; i++) s += e(200, 216 - i * 22, 110, 24, '#c98a3e') + e(200, 212 - i * 22, 110, 22, '#efc27a');
    return s + p('M110 122Q120 160 130 130Q150 150 160 126Q190 170 205 124Q230 150 250 124Q270 160 290 120Q200 90 110 122Z', '#9c5a1c') + rc(182, 100, 36, 20, 4, '#fbe8a6')
      + [[120, 226], [280, 226], [300, 212]].map(([x, y]) => c(x, y, 8, '#3b3f8f')).join('');
  }
  if (/toast/.test(slug)) {
    const french = slug.startsWith('french');
    let s = plate();
    [[170, 150, -12], [230, 156, 14]].slice(french ? 0 : 1).forEach(([x, y, a]) => {
      s += g(at(french ? x : 200, y, a), p('M-58 60V-20Q-78-70-30-70H30Q78-70 58-20V60Z', french ? '#b8732e' : '#c98a3e') + p('M-48 52V-18Q-64-60-26-60H26Q64-60 48-18V52Z', french ? '#e9a64e' : '#f2d49a'));
    });
    if (!french) s += p(blob(r, 200, 156, 48, 56, 10, 0.15), '#9bc45a') + scatter(r, 9, 200, 156, 40).map(([x, y]) => c(x, y, 2.5, '#d62828')).join('') + scatter(r, 4, 200, 156, 34).map(([x, y, a]) => g(at(x, y, a), e(0, 0, 8, 5, '#c8e28a'))).join('');
    else s += scatter(r, 16, 200, 150, 62).map(([x, y]) => c(x, y, 2, '#fff')).join('') + [[150, 110], [262, 196], [276, 180]].map(([x, y]) => bits.strawberry(x, y, 20, r)).join('');
    return s;
  }
  if (slug === 'shakshuka') {
    return shadow(200, 262, 130) + g(at(330, 150, -20), rc(0, -10, 70, 20, 8, '#2b2b2b')) + c(200, 150, 118, '#2b2b2b') + c(200, 150, 104, '#c0392b')
      + egg(r, 160, 120, 0.8) + egg(r, 240, 126, 0.8) + egg(r, 196, 192, 0.8) + scatter(r, 14, 200, 150, 96).map(([x, y, a]) => leaf(x, y, a, 5, '#3e8f34')).join('');
  }
  if (slug === 'croissant') {
    let s = shadow(200, 246, 120);
    const parts = [[196, 16], [344, 16], [218, 24], [322, 24], [243, 32], [297, 32], [270, 40]];
    parts.forEach(([a, size], i) => {
      const t = (a * Math.PI) / 180;
      s += g(at(200 + 96 * Math.cos(t), 236 + 84 * Math.sin(t), a + 90), e(0, 0, size, size * 1.4, i > 5 ? '#eeb264' : i > 3 ? '#e9a655' : i > 1 ? '#dd9440' : '#d0832f', st('#b06a24', 3)));
    });
    return s + e(200, 132, 20, 7, '#fff', ' fill-opacity=".25"');
  }
  if (/benedict|full/.test(slug)) {
    let s = plate();
    if (slug.includes('benedict')) {
      for (const [x, y] of [[160, 150], [240, 150]]) s += c(x, y, 38, '#d9a75e') + c(x, y, 30, '#e8909a') + egg(r, x, y, 0.75) + p(blob(r, x, y - 4, 20, 14, 7, 0.3), '#f7d154');
      return s + scatter(r, 10, 200, 150, 80).map(([x, y]) => c(x, y, 2.5, '#3e8f34')).join('');
    }
    return s + egg(r, 160, 120, 0.9) + g(at(250, 110, 20), rc(-40, -9, 80, 18, 9, '#8a4a2a')) + g(at(256, 140, 20), rc(-40, -9, 80, 18, 9, '#7a3f22'))
      + p('M120 190q12-8 24 0t24 0 24 0', 'none', line('#c2553d', 9)) + scatter(r, 14, 230, 194, 24).map(([x, y]) => c(x, y, 6, '#d9682b')).join('') + p('M250 70L300 100L250 110Z', '#d9a75e');
  }
  // breakfast bowls and parfaits
  if (slug.includes('parfait')) {
    return shadow(200, 262, 90) + p('M130 70L150 250H250L270 70Z', '#fff', ' fill-opacity=".45"' + st('#fff', 3))
      + ['#fdf6e8', '#c78a45', '#fdf6e8', '#c78a45'].map((f, i) => p(`M${133 + i * 4.5} ${100 + i * 36}L${137 + (i + 1) * 4.5} ${136 + i * 36}H${263 - (i + 1) * 4.5}L${267 - i * 4.5} ${100 + i * 36}Z`, f)).join('')
      + scatter(r, 6, 200, 96, 40, 0.3).map(([x, y]) => bits.berry(x, y, 0, r)).join('') + p('M150 92q20 10 50 0t50 0', 'none', line('#e0a030', 5));
  }
  return bowl(r, '#6a2c70', ['banana', 'berry', 'granola', 'strawberry'], pick(r, ['#f4efe6', '#e9c46a', '#d8e2dc']), [], 14);
};

// ---------------------------------------------------------------- sides
const sides: Draw = (r, slug) => {
  if (slug.includes('fries')) {
    const fry = slug.startsWith('sweet') ? '#ee8a2e' : '#f6c744';
    const box = pick(r, ['#e63946', '#d62828', '#264653', '#2a9d8f']);
    const sticks = Array.from({ length: 12 }, (_, i) => g(at(140 + i * 11 + span(r, -4, 4), 150 - span(r, 0, 46), span(r, -14, 14)), rc(-7, -60, 14, 120, 3, fry, st(mix(fry, '#000000', 0.15), 2)))).join('');
    return shadow(200, 262, 90) + sticks + p('M120 130L146 252H254L280 130Q200 160 120 130Z', box) + c(200, 196, 18, '#fff', ' fill-opacity=".85"') + c(200, 196, 8, box);
  }
  if (slug.includes('onion')) {
    return plate() + [[150, 170], [250, 170], [200, 110], [200, 180], [145, 120], [255, 120]].map(([x, y]) => c(x, y, 32, 'none', st('#d99a3a', 14)) + c(x, y, 32, 'none', st('#f0c270', 5))).join('');
  }
  if (slug.includes('wings')) {
    let s = plate();
    const turn = r() * 90;
    for (const [x, y, a] of [0, 1, 2, 3].map((k) => [196 + 50 * Math.cos(k * 1.57 + turn), 146 + 50 * Math.sin(k * 1.57 + turn), (k * 90) + (turn * 180) / Math.PI])) s += g(at(x, y, a), g('', rc(10, -5, 26, 10, 4, '') + c(38, -5, 6, '') + c(38, 5, 6, ''), ' fill="#f8f1e2" stroke="#d9c9a8" stroke-width="2"') + p('M-28 0C-28-24 4-22 16-6V6C4 22-28 24-28 0Z', '#c8421f') + e(-10, -8, 11, 5, '#e5683b'));
    return s + g(at(290, 210, -30), rc(-40, -6, 80, 12, 6, '#8fc15a')) + c(120, 210, 20, '#f6f1e0', st('#e0dccd', 3));
  }
  if (/bread|sticks|poppers/.test(slug)) {
    let s = plate();
    const [fill, edge] = slug.includes('poppers') ? ['#d99a3a', '#3e9a3a'] : slug.includes('sticks') ? ['#e0a04a', '#b87524'] : ['#f2d49a', '#c98a3e'];
    for (const [x, y, a] of scatter(r, 6, 190, 150, 60)) {
      s += g(at(x, y, slug.includes('sticks') ? 20 + a / 20 : a), slug.includes('bread') ? e(0, 0, 34, 22, edge) + e(0, -2, 28, 17, fill) + c(-6, -4, 3, '#4f9b3b') + c(8, 2, 3, '#4f9b3b')
        : slug.includes('sticks') ? rc(-34, -11, 68, 22, 11, fill, st(edge, 3)) : e(0, 0, 26, 14, fill, st(edge, 4)));
    }
    return s + (slug.includes('bread') ? '' : c(288, 214, 24, '#f4efe6') + c(288, 214, 18, slug.includes('sticks') ? '#c0392b' : '#f6f1e0'));
  }
  if (slug.includes('hummus')) {
    return shadow(200, 262, 130) + c(200, 150, 118, '#f4efe6') + c(200, 150, 96, '#e8cf98') + c(200, 150, 60, 'none', st('#d4b679', 8)) + c(200, 150, 24, '#c9b04a', ' fill-opacity=".8"')
      + scatter(r, 6, 200, 150, 20).map(([x, y]) => bits.chickpea(x, y, 0, r)).join('') + scatter(r, 12, 200, 150, 86).map(([x, y]) => bits.paprika(x, y, 0, r)).join('')
      + [[320, 80, 30], [330, 210, -20]].map(([x, y, a]) => g(at(x, y, a), p('M-40 30L0-40L40 30Z', '#e2b56c'))).join('');
  }
  return bowl(r, '#f3efd9', ['shred', 'shred', 'shred'], pick(r, ['#2a6f97', '#f4efe6', '#e9c46a']), [], 18);
};

// ---------------------------------------------------------------- extras (add-ons)
const extras: Draw = (r, slug) => {
  if (slug.includes('dip')) {
    const sauce = slug.startsWith('bbq') ? '#7a2e12' : slug.startsWith('ranch') ? '#f4f1e4' : '#f7f0d4';
    return shadow(200, 256, 100) + c(200, 150, 100, '#fff') + c(200, 150, 80, '#e9e4da') + c(200, 152, 72, sauce) + p('M160 140q20-20 40 0t40 0', 'none', line(mix(sauce, '#ffffff', 0.3), 6))
      + (slug.startsWith('bbq') ? '' : scatter(r, 10, 200, 152, 56).map(([x, y]) => c(x, y, 2.5, '#3e8f34')).join(''));
  }
  if (slug === 'bacon') return shadow(200, 250, 110) + [110, 150, 190].map((y) => p(`M90 ${y}q28-22 55 0t55 0 55 0 55 0`, 'none', line('#b5402b', 22)) + p(`M90 ${y}q28-22 55 0t55 0 55 0 55 0`, 'none', line('#f1b8a0', 5))).join('');
  if (slug === 'avocado') return shadow(200, 262, 90) + g(at(200, 150, 20), p('M0-110C50-110 80 10 80 50C80 100 40 120 0 120C-40 120-80 100-80 50C-80 10-50-110 0-110Z', '#3d6b22') + e(0, 30, 68, 80, '#d4e58a') + c(0, 50, 32, '#8a5a2b'));
  if (slug === 'jalapenos') return shadow(200, 262, 120) + scatter(r, 8, 200, 150, 90, 0.7).map(([x, y]) => c(x, y, 26, '#3e9a3a') + c(x, y, 17, '#b7dc8a') + c(x, y, 5, '#f6f1d0')).join('');
  if (slug === 'extra-shot') return drinks(r, 'espresso');
  return shadow(200, 258, 120) + p('M90 200L310 120V220L90 250Z', '#f2c14e') + p('M90 200L310 120L250 100L90 180Z', '#f8d872') + p('M90 180V200L250 100V100Z', '#e3ac32')
    + scatter(r, 5, 210, 190, 50, 0.4).map(([x, y]) => e(x, y, 9, 6, '#e3ac32')).join('');
};

const drawers: Record<string, Draw> = { pizza, burgers: burger, salads: salad, sushi, pasta, desserts, drinks, breakfast, sides, extras };
const soft = (colour: string) => mix(colour, '#ffffff', 0.7);
const dish = (category: string, colour: string, slug: string) => picture(soft(colour), halo + drawers[category](seeded(slug), slug));

// ------------------------------------------------------- shop, news and gallery pictures
/** The logo: a plate between a fork and a knife. */
const logo = () => `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="80" viewBox="0 0 180 80">${rc(0, 0, 180, 80, 0, '#264653')}`
  + c(90, 40, 28, '#fff') + c(90, 40, 19, 'none', st('#e9c46a', 3)) + c(90, 40, 8, '#2a9d8f')
  + p('M44 14V30Q44 36 50 36V66M50 14V30M56 14V30Q56 36 50 36', 'none', line('#fff', 4))
  + p('M130 66V14Q140 22 140 40H130', '#fff', st('#fff', 4) + ' stroke-linejoin="round"') + '</svg>\n';

/** A wide banner of scattered food shapes (plates, leaves, tomatoes, lemons) on a teal ground. */
function banner(key: string, ground: string): string {
  const r = seeded(key);
  let s = '';
  for (let i = 0; i < 20; i++) {
    const x = 30 + i * 60 + span(r, -20, 20);
    const y = span(r, 40, 360);
    const kind = Math.floor(r() * 4);
    s += kind === 0 ? c(x, y, 62, '#fff', ' fill-opacity=".14"') + c(x, y, 46, 'none', st('#fff', 3) + ' stroke-opacity=".25"')
      : kind === 1 ? leaf(x, y, span(r, 0, 180), 40, '#e9f5db')
        : kind === 2 ? c(x, y, 28, '#e76f51', ' fill-opacity=".75"') + leaf(x + 6, y - 26, -30, 12, '#8ab17d')
          : c(x, y, 30, '#e9c46a', ' fill-opacity=".75"') + c(x, y, 21, 'none', st('#fff', 2) + ' stroke-opacity=".5"');
  }
  return picture(ground, g('', s, ' fill-opacity=".9"'), 1200, 400, 1200, 400);
}

const galleryScenes: Record<string, (r: Rng) => string> = {
  'dining-room': (r) => [[90, 90], [210, 80], [330, 100], [140, 215], [270, 220]].map(([x, y]) =>
    [0, 1, 2, 3].map((k) => c(x + 50 * Math.cos(k * 1.57 + 0.78), y + 50 * Math.sin(k * 1.57 + 0.78), 13, '#bc6c25')).join('')
      + c(x, y, 42, '#f4efe6', st('#dda15e', 3)) + c(x - 14, y, 11, '#fff', st('#e9e4da', 2)) + c(x + 14, y, 11, '#fff', st('#e9e4da', 2)) + c(x, y - 18, 4, pick(r, ['#e76f51', '#2a9d8f']))).join(''),
  oven: () => rc(60, 40, 280, 240, 20, '#9c4a2f') + p('M100 260V180A100 100 0 0 1 300 180V260Z', '#2b1d16')
    + p('M130 260Q120 200 160 170Q150 210 180 200Q170 160 210 140Q205 190 240 190Q230 170 260 160Q280 210 270 260Z', '#f4a261')
    + p('M160 260Q160 220 190 210Q190 235 215 230Q215 205 240 200Q250 235 245 260Z', '#f9dc5c')
    + Array.from({ length: 7 }, (_, i) => rc(i < 4 ? 72 + i * 68 : 106 + (i - 4) * 68, i < 4 ? 48 : 64, 52, 12, 3, '#b55d3b')).join('') + rc(40, 270, 320, 12, 4, '#6b3524'),
  'sushi-bar': (r) => rc(0, 170, 400, 130, 0, '#8b5a2b') + rc(0, 160, 400, 18, 0, '#a56c36')
    + [60, 140, 220, 300, 380].map((x) => c(x, 110, 30, '#1f2d25') + c(x, 110, 24, '#fbf8ef') + c(x, 110, 10, pick(r, ['#f58d5c', '#c8344a', '#9ccc5a']))).join('')
    + [80, 200, 320].map((x) => e(x, 230, 44, 16, '#2f4858') + e(x - 12, 224, 14, 8, '#f58d5c') + e(x + 14, 224, 14, 8, '#c8344a')).join(''),
  desserts: (r) => rc(0, 200, 400, 100, 0, '#cdb4db') + rc(0, 190, 400, 14, 0, '#b392c4')
    + [70, 160, 250, 340].map((x) => {
      const cream = pick(r, ['#fdf6e8', '#f7c6d0', '#6b3e26', '#f6e3b4']);
      return e(x, 190, 40, 8, '#fff') + rc(x - 32, 120, 64, 66, 8, pick(r, ['#e9b054', '#c98a3e', '#5b3320'])) + rc(x - 32, 146, 64, 8, 0, cream) + p(`M${x - 32} 128Q${x - 32} 112 ${x} 112Q${x + 32} 112 ${x + 32} 128Z`, cream) + c(x, 106, 8, '#c1121f');
    }).join(''),
};

// ------------------------------------------------------- section pictures (floor plans)
interface RoomStyle {
  floor: string;
  /** Lines drawn over the floor (planks, tiles, a rug's border). */
  pattern: (r: Rng) => string;
  table: string;
  chair: string | ((r: Rng) => string);
  round: boolean;
  /** Drawn over the floor before the tables (a bar counter, plants). */
  decor: (r: Rng) => string;
  /** Where the tables stand: x, y, width, height. */
  room: [number, number, number, number];
}

const plant = (r: Rng, x: number, y: number) => c(x, y, 15, '#6b705c') + [0, 72, 144, 216, 288]
  .map((a) => leaf(x + 7 * Math.cos((a * Math.PI) / 180), y + 7 * Math.sin((a * Math.PI) / 180), a + span(r, -15, 15), 11, pick(r, ['#588157', '#3a5a40', '#6a994e']))).join('');
const corners = (r: Rng) => [[18, 18], [382, 18], [18, 282], [382, 282]].map(([x, y]) => plant(r, x, y)).join('');

const roomStyles: Record<DemoSection['kind'], RoomStyle> = {
  hall: {
    floor: '#e9d8b4', table: '#a9744f', chair: '#6b4f3a', round: false, room: [30, 30, 340, 240], decor: corners,
    pattern: () => p(Array.from({ length: 14 }, (_, i) => `M0 ${i * 22 + 11}H400`).join(''), 'none', st('#c9b48a', 1.5)),
  },
  terrace: {
    floor: '#d8e2dc', table: '#f4efe6', chair: '#2a9d8f', round: true, room: [40, 40, 320, 220],
    pattern: () => p([...Array.from({ length: 9 }, (_, i) => `M${i * 50} 0V300`), ...Array.from({ length: 6 }, (_, i) => `M0 ${i * 50}H400`)].join(''), 'none', st('#b8c4bb', 2)),
    decor: (r) => [30, 110, 190, 270, 350].flatMap((x) => [plant(r, x + 10, 16), plant(r, x + 10, 284)]).join(''),
  },
  bar: {
    floor: '#3d405b', table: '#e0a458', chair: '#f2cc8f', round: true, room: [40, 110, 320, 170],
    pattern: () => p(Array.from({ length: 8 }, (_, i) => `M${i * 60 - 40} 300L${i * 60 + 60} 0`).join(''), 'none', st('#4a4e69', 3)),
    decor: () => rc(30, 20, 340, 34, 8, '#8b5a2b') + rc(36, 26, 328, 22, 6, '#a56c36')
      + [70, 120, 170, 220, 270, 320].map((x) => c(x, 76, 11, '#f2cc8f', st('#6d597a', 3))).join(''),
  },
  'private-room': {
    floor: '#f1e3d3', table: '#f8f4e3', chair: '#582f0e', round: false, room: [50, 50, 300, 200], decor: corners,
    pattern: () => rc(38, 38, 324, 224, 10, '#9b2226') + rc(50, 50, 300, 200, 6, 'none', st('#e9c46a', 3)),
  },
  'family-room': {
    floor: '#fefae0', table: '#dda15e', chair: (r) => pick(r, ['#e76f51', '#2a9d8f', '#e9c46a', '#457b9d']), round: false,
    room: [30, 30, 340, 240], decor: corners,
    pattern: () => p(Array.from({ length: 7 }, (_, i) => `M0 ${i * 50 + 25}H400`).join(''), 'none', st('#f0e6c0', 20)),
  },
};

/** One table seen from above with its chairs, centred on the origin, in a cell of `unit` pixels. */
function tableFrom(r: Rng, style: RoomStyle, seats: number, unit: number): string {
  const chairOf = () => (typeof style.chair === 'string' ? style.chair : style.chair(r));
  const chair = Math.max(5, unit * 0.07);
  if (style.round) {
    const radius = Math.min(unit * 0.36, unit * 0.12 + seats * 3.5);
    const turn = r() * 360;
    const chairs = Array.from({ length: seats }, (_, i) => {
      const a = ((turn + (i * 360) / seats) * Math.PI) / 180;
      return c((radius + chair + 3) * Math.cos(a), (radius + chair + 3) * Math.sin(a), chair, chairOf());
    }).join('');
    return chairs + c(0, 0, radius, style.table, st(mix(style.table, '#000000', 0.25), 2));
  }
  const perSide = Math.ceil(seats / 2);
  const spacing = Math.min(unit * 0.24, (unit * 0.8) / perSide);
  const height = Math.min(unit * 0.3, 30);
  const width = Math.max(perSide * spacing, height * 1.2);
  const side = (y: number, count: number) => Array.from({ length: count }, (_, i) =>
    rc((i - (count - 1) / 2) * spacing - chair, y - chair, chair * 2, chair * 2, chair / 2, chairOf())).join('');
  return side(-height / 2 - chair - 3, perSide) + side(height / 2 + chair + 3, seats - perSide)
    + rc(-width / 2, -height / 2, width, height, 4, style.table, st(mix(style.table, '#000000', 0.25), 2));
}

/** A section from above: its floor, its tables and chairs as seeded, an out-of-service table faded. */
function floorPlan(key: string, section: DemoSection): string {
  const r = seeded(key);
  const style = roomStyles[section.kind];
  const [x0, y0, w, h] = style.room;
  const count = section.seats.length;
  const cols = Math.min(count, Math.ceil(Math.sqrt((count * w) / h)));
  const rows = Math.ceil(count / cols);
  const [cw, ch] = [w / cols, h / rows];
  const tables = section.seats.map((seats, i) => {
    const [col, row] = [i % cols, Math.floor(i / cols)];
    const x = x0 + cw * (col + 0.5) + span(r, -4, 4);
    const y = y0 + ch * (row + 0.5) + span(r, -4, 4);
    return g(at(x, y, style.round ? 0 : span(r, -4, 4)), tableFrom(r, style, seats, Math.min(cw, ch)),
      section.inactive?.includes(i) ? ' opacity=".35"' : '');
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 400 300">${rc(0, 0, 400, 300, 0, style.floor)}`
    + `${style.pattern(r)}${style.decor(r)}${tables}</svg>\n`;
}

// ------------------------------------------------------- shop gallery scenes (galleries.ts)
// Each shop draws the same kinds of scene in its own palette and with its own seed, so no two
// pictures are alike. 400 × 300, drawn at 800 × 600 like the other gallery pictures.
type Scene = (r: Rng, k: GalleryPalette, picture: GalleryPicture) => string;
const darker = (colour: string, t = 0.25) => mix(colour, '#000000', t);
const lighter = (colour: string, t = 0.5) => mix(colour, '#ffffff', t);
/** A small plate with a fork and a knife: the sign of every storefront (no text). */
const emblem = (x: number, y: number) => c(x, y, 10, '#fff') + c(x, y, 6, 'none', st('#e9c46a', 1.5))
  + p(`M${x - 17} ${y - 8}V${y + 9}M${x + 17} ${y - 8}V${y + 9}`, 'none', line('#fff', 2.5));
/** A dish of the menu, as its product picture draws it, at (x, y) and `scale`. */
const dishAt = (x: number, y: number, scale: number, category: string, slug: string) =>
  g(`translate(${n(x - 200 * scale)} ${n(y - 150 * scale)}) scale(${scale})`, drawers[category](seeded(slug), slug));
const chairFront = (x: number, y: number, colour: string) => rc(x - 11, y - 38, 22, 6, 2, colour) + rc(x - 11, y - 38, 4, 42, 1, colour)
  + rc(x - 11, y, 24, 5, 1, colour) + rc(x + 9, y, 3, 22, 1, darker(colour)) + rc(x - 11, y, 3, 22, 1, darker(colour));

const galleryScene: Record<GalleryScene, Scene> = {
  storefront: (r, k) => {
    const stripes = Array.from({ length: 14 }, (_, i) => {
      const colour = i % 2 ? '#fff' : k.accent;
      return rc(60 + i * 20, 96, 20, 24, 0, colour) + c(70 + i * 20, 120, 10, colour);
    }).join('');
    const window = (x: number) => rc(x, 138, 92, 90, 4, darker(k.wall, 0.35)) + rc(x + 5, 143, 82, 80, 2, '#ffe8a3')
      + e(x + 46, 200, 34, 8, '#f4a261', ' fill-opacity=".35"') + c(x + 26, 196, 6, k.second) + c(x + 66, 196, 6, k.second)
      + p(`M${x + 46} 143V223M${x + 5} 183H${x + 87}`, 'none', st(darker(k.wall, 0.35), 3));
    return rc(0, 0, 400, 300, 0, '#cde7f0') + e(60, 40, 40, 12, '#fff', ' fill-opacity=".8"') + e(330, 26, 50, 10, '#fff', ' fill-opacity=".8"')
      + rc(40, 40, 320, 210, 0, k.wall) + rc(30, 34, 340, 12, 2, darker(k.wall, 0.3))
      + rc(140, 54, 120, 32, 6, k.second) + emblem(200, 70) + stripes + window(70) + window(238)
      + rc(176, 142, 48, 108, 3, k.wood) + rc(182, 150, 36, 44, 2, '#ffe8a3') + c(214, 205, 3, '#e9c46a')
      + [56, 344].map((x) => rc(x - 14, 228, 28, 22, 3, '#6b705c') + plant(r, x, 222)).join('')
      + rc(0, 250, 400, 50, 0, '#d6d3cd') + p(Array.from({ length: 8 }, (_, i) => `M${i * 56 + 20} 250L${i * 56} 300`).join(''), 'none', st('#bdb8ae', 2));
  },
  dining: (r, k) => {
    const floor = lighter(k.wood, 0.55);
    const lamps = [80, 200, 320].map((x) => p(`M${x} 0V44`, 'none', st('#555', 2)) + e(x, 78, 46, 14, '#fff3c4', ' fill-opacity=".45"')
      + p(`M${x - 18} 64L${x - 8} 44H${x + 8}L${x + 18} 64Z`, k.accent) + c(x, 66, 4, '#fff3c4')).join('');
    const tables = [80, 200, 320].map((x) => chairFront(x - 44, 220, k.second) + chairFront(x + 44, 220, k.second)
      + rc(x - 4, 200, 8, 50, 2, darker(k.wood)) + e(x, 250, 20, 5, darker(k.wood)) + e(x, 198, 52, 12, k.wood)
      + e(x, 195, 48, 9, '#fbf8ef') + c(x - 18, 194, 6, '#fff', st('#e9e4da', 1.5)) + c(x + 18, 194, 6, '#fff', st('#e9e4da', 1.5))
      + rc(x - 2, 180, 4, 14, 1, pick(r, ['#e76f51', '#2a9d8f', '#e9c46a']))).join('');
    return rc(0, 0, 400, 190, 0, k.wall) + rc(0, 150, 400, 40, 0, darker(k.wall, 0.08)) + rc(0, 190, 400, 110, 0, floor)
      + p(Array.from({ length: 6 }, (_, i) => `M0 ${200 + i * 18}H400`).join(''), 'none', st(darker(floor, 0.1), 1.5))
      + rc(140, 84, 120, 54, 3, k.wood) + rc(146, 90, 108, 42, 0, lighter(k.accent, 0.6))
      + p('M146 132L180 104L204 122L226 100L254 126V132Z', k.accent) + c(236, 102, 6, '#fff3c4') + lamps + tables;
  },
  terrace: (r, k) => {
    // Along the wire's two curves, M0 44 Q106 88 212 44 and Q318 88 400 50.
    const curves = [[0, 44, 106, 88, 212, 44], [212, 44, 318, 88, 400, 50]];
    const bulbs = curves.flatMap(([x0, y0, x1, y1, x2, y2]) => Array.from({ length: 8 }, (_, i) => {
      const t = (i + 0.5) / 8;
      const at2 = (a: number, b: number, d: number) => (1 - t) ** 2 * a + 2 * (1 - t) * t * b + t ** 2 * d;
      return c(at2(x0, x1, x2), at2(y0, y1, y2) + 5, 4, pick(r, ['#ffd166', '#fff3c4', '#f8961e']));
    })).join('');
    const umbrellas = [[90, k.accent], [220, k.second], [340, k.accent]].map(([x, colour]) => {
      const cx = Number(x);
      return rc(cx - 2, 120, 4, 88, 1, '#555') + p(`M${cx - 62} 128Q${cx} 66 ${cx + 62} 128Z`, String(colour))
        + p(`M${cx - 62} 128Q${cx - 31} 120 ${cx} 128Q${cx + 31} 120 ${cx + 62} 128`, 'none', st(darker(String(colour)), 2))
        + e(cx, 212, 34, 8, '#fbf8ef') + rc(cx - 3, 212, 6, 30, 1, '#777') + c(cx - 44, 230, 10, lighter(k.wood, 0.2)) + c(cx + 44, 230, 10, lighter(k.wood, 0.2));
    }).join('');
    return rc(0, 0, 400, 300, 0, '#bde0fe') + c(350, 46, 22, '#ffd166') + rc(0, 190, 400, 110, 0, k.wood)
      + p(Array.from({ length: 7 }, (_, i) => `M0 ${198 + i * 15}H400`).join(''), 'none', st(darker(k.wood, 0.2), 2))
      + p(Array.from({ length: 11 }, (_, i) => `M${i * 40 + 5} 160V190`).join('') + 'M0 164H400', 'none', st('#fff', 3))
      + p('M0 44Q106 88 212 44Q318 88 400 50', 'none', st('#444', 1.5)) + bulbs + umbrellas
      + plant(r, 18, 250) + plant(r, 382, 250);
  },
  kitchen: (r, k) => {
    const tiles = p([...Array.from({ length: 10 }, (_, i) => `M0 ${i * 20}H400`), ...Array.from({ length: 21 }, (_, i) => `M${i * 20} 0V180`)].join(''),
      'none', st('#d0dbe0', 1.5));
    const steam = (x: number) => p(`M${x} 104q-8-12 0-24t0-24`, 'none', line('#fff', 3) + ' stroke-opacity=".8"');
    const utensils = [30, 55, 80].map((x, i) => p(`M${x} 20V${60 + i * 6}`, 'none', line('#8d99ae', 3))
      + (i === 1 ? e(x, 66 + i * 6, 8, 6, '#8d99ae') : c(x, 64 + i * 6, 5, '#8d99ae'))).join('');
    const jars = [310, 335, 360, 385].map((x) => rc(x - 9, 52, 18, 24, 3, pick(r, ['#e9c46a', '#e76f51', '#90be6d', '#f4a261']), ' fill-opacity=".85"')
      + rc(x - 10, 48, 20, 6, 2, k.wood)).join('');
    return rc(0, 0, 400, 300, 0, '#e8eef1') + tiles + p('M16 20H96', 'none', line('#5c677d', 3)) + utensils
      + rc(296, 76, 100, 8, 2, k.wood) + jars + p('M140 0H260L280 40H120Z', '#b8c1c6') + rc(120, 40, 160, 6, 2, '#9aa5ab')
      + rc(0, 178, 400, 14, 0, '#c9d1d5') + rc(0, 192, 400, 108, 0, '#9aa5ab') + rc(110, 150, 180, 30, 4, '#343a40')
      + [150, 250].map((x) => p(`M${x - 14} 150q4-10 8-2q3-8 6 0q3-8 6 2`, '#f8961e')).join('')
      + rc(122, 108, 56, 44, 6, '#7d8b93') + rc(116, 112, 8, 6, 2, '#5c677d') + rc(176, 112, 8, 6, 2, '#5c677d') + e(150, 108, 28, 5, '#5c677d')
      + e(250, 146, 38, 8, '#2b2d42') + p('M288 146H336', 'none', line('#2b2d42', 6)) + e(250, 143, 26, 4, k.second)
      + steam(142) + steam(158) + steam(250) + [60, 340].map((x) => rc(x - 30, 210, 60, 70, 4, '#adb5bd') + rc(x - 4, 226, 8, 3, 1, '#5c677d')).join('');
  },
  dishes: (r, k, picture) => {
    const grain = p(Array.from({ length: 8 }, (_, i) => `M0 ${i * 40 + span(r, 10, 30)}q100 ${n(span(r, -8, 8))} 200 0t200 0`).join(''), 'none', st(lighter(k.wood, 0.2), 3));
    const [first, second, third] = picture.dishes ?? [['pizza', 'margherita'], ['salads', 'garden-salad'], ['desserts', 'creme-brulee']];
    const glass = (x: number, y: number) => c(x, y, 16, '#fff', ' fill-opacity=".55"') + c(x, y, 11, pick(r, ['#f4a261', '#e63946', '#a8dadc']), ' fill-opacity=".8"');
    return rc(0, 0, 400, 300, 0, k.wood) + grain + rc(0, 0, 400, 300, 0, '#000', ' fill-opacity=".04"')
      + dishAt(112, 150, 0.62, first[0], first[1]) + dishAt(292, 92, 0.44, second[0], second[1]) + dishAt(296, 222, 0.42, third[0], third[1])
      + glass(212, 40) + glass(206, 262) + p('M214 120V190M226 120V190', 'none', line('#dee2e6', 4)) + rc(180, 120, 16, 70, 3, k.accent, ' fill-opacity=".9"');
  },
  bar: (r, k) => {
    const bottles = [66, 112].flatMap((y) => Array.from({ length: 8 }, (_, i) => {
      const x = 186 + i * 24;
      const colour = pick(r, ['#2a9d8f', '#e9c46a', '#e76f51', '#8ab17d', '#b5838d', '#f4a261']);
      return rc(x - 6, y - 26, 12, 26, 3, colour) + rc(x - 2, y - 36, 4, 12, 1, colour);
    })).join('');
    const stars = Array.from({ length: 7 }, () => c(span(r, 50, 130), span(r, 48, 100), 1.6, '#fff')).join('');
    // The lamps hang behind the window and the shelves.
    return rc(0, 0, 400, 300, 0, '#2b2d42')
      + [110, 240, 340].map((x) => p(`M${x} 0V130`, 'none', st('#6c757d', 2)) + e(x, 150, 40, 14, '#ffd166', ' fill-opacity=".25"')
        + p(`M${x - 14} 142Q${x} 122 ${x + 14} 142Z`, k.second)).join('')
      + rc(40, 40, 100, 76, 6, '#1d3557') + stars + c(104, 66, 16, '#ffd166') + c(112, 60, 14, '#1d3557')
      + p('M90 40V116M40 78H140', 'none', st(k.wood, 4)) + rc(40, 40, 100, 76, 6, 'none', st(k.wood, 5))
      + rc(170, 66, 212, 6, 2, k.wood) + rc(170, 112, 212, 6, 2, k.wood) + bottles
      + rc(0, 178, 400, 16, 3, lighter(k.wood, 0.15)) + rc(0, 194, 400, 106, 0, darker(k.wood, 0.2))
      + p(Array.from({ length: 9 }, (_, i) => `M${i * 48 + 20} 194V300`).join(''), 'none', st(darker(k.wood, 0.35), 2))
      + [70, 160, 250, 340].map((x) => p(`M${x} 238V296M${x - 12} 296H${x + 12}`, 'none', line('#adb5bd', 4)) + e(x, 234, 22, 8, k.accent)).join('');
  },
  lakeside: (r, k) => {
    const waves = Array.from({ length: 9 }, () => {
      const x = span(r, 10, 360);
      const y = span(r, 140, 196);
      return `M${n(x)} ${n(y)}q10-6 20 0t20 0`;
    }).join('');
    const skyline = [[40, 24], [62, 40], [88, 30], [300, 34], [322, 54], [348, 28]].map(([x, h]) => rc(x, 120 - h, 18, h, 0, '#9fb3c8')).join('')
      + rc(330, 36, 4, 84, 0, '#9fb3c8') + e(332, 74, 8, 5, '#9fb3c8');
    return rc(0, 0, 400, 300, 0, '#caf0f8') + c(70, 50, 24, '#ffd166') + e(260, 40, 46, 12, '#fff') + e(300, 50, 36, 10, '#fff')
      + skyline + p('M0 124Q100 106 200 122T400 118V132H0Z', '#84a98c') + rc(0, 130, 400, 80, 0, '#48cae4') + p(waves, 'none', line('#fff', 2) + ' stroke-opacity=".7"')
      + p('M150 160L190 160L186 168L156 168Z', '#fff') + p('M170 160V130L188 156Z', k.second)
      + rc(0, 206, 400, 94, 0, k.wood) + p(Array.from({ length: 6 }, (_, i) => `M0 ${214 + i * 16}H400`).join(''), 'none', st(darker(k.wood, 0.2), 2))
      + p(Array.from({ length: 11 }, (_, i) => `M${i * 40 + 5} 180V206`).join('') + 'M0 184H400', 'none', st('#fff', 3))
      + rc(276, 140, 4, 110, 1, '#555') + p('M216 148Q278 92 340 148Z', k.accent) + e(278, 250, 40, 9, '#fbf8ef') + rc(275, 250, 6, 30, 1, '#777')
      + c(222, 268, 11, k.second) + c(334, 268, 11, k.second);
  },
  parking: (r, k) => {
    const car = (x: number, y: number, colour: string) => g(at(x, y), rc(-20, -36, 40, 72, 10, colour) + rc(-15, -22, 30, 14, 4, '#1d3557', ' fill-opacity=".75"')
      + rc(-15, 12, 30, 10, 4, '#1d3557', ' fill-opacity=".75"') + rc(-14, -8, 28, 18, 3, lighter(colour, 0.25))
      + [[-22, -22], [18, -22], [-22, 16], [18, 16]].map(([wx, wy]) => rc(wx, wy, 4, 10, 2, '#222')).join(''));
    const slots = [34, 102, 170, 238, 306, 374];
    const cars = slots.slice(0, 5).map((x, i) => (i === 2 ? '' : car(x + 34, 196, pick(r, ['#e63946', '#f1faee', '#457b9d', '#e9c46a', '#2a9d8f', '#adb5bd'])))).join('');
    const sign = (x: number) => rc(x - 3, 86, 6, 40, 1, '#adb5bd') + rc(x - 14, 66, 28, 24, 4, k.accent) + rc(x - 7, 72, 5, 13, 1, '#fff') + c(x + 1, 75, 4, 'none', st('#fff', 3));
    return rc(0, 0, 400, 300, 0, '#6c757d') + rc(0, 0, 400, 64, 0, k.wall) + rc(0, 52, 400, 12, 0, k.accent)
      + [40, 130, 220, 310].map((x) => rc(x, 12, 60, 32, 3, '#ffe8a3')).join('') + rc(0, 64, 400, 30, 0, '#adb5bd')
      + p(slots.map((x) => `M${x} 140V250`).join('') + 'M34 250H374', 'none', st('#fff', 3)) + rc(172, 142, 64, 106, 0, k.accent, ' fill-opacity=".55"')
      + c(204, 196, 12, 'none', st('#fff', 3)) + c(202, 180, 4, '#fff') + cars + sign(20)
      + [[16, 282], [384, 282], [200, 288]].map(([x, y]) => c(x, y, 22, '#588157') + c(x - 6, y - 6, 10, '#6a994e')).join('');
  },
};

const galleryPicture = (shop: string, picture: GalleryPicture, palette: GalleryPalette) => '<svg xmlns="http://www.w3.org/2000/svg" '
  + `width="800" height="600" viewBox="0 0 400 300">${galleryScene[picture.scene](seeded(`${shop}-${picture.scene}`), palette, picture)}</svg>\n`;

// ------------------------------------------------------- shop tag icons (shop-tags.ts)
const tagGlyphs: Record<ShopTagSlug, string> = {
  terrace: p('M12 34Q32 6 52 34Z', '#e76f51') + p('M32 34V54M22 54H42', 'none', line('#264653', 3)),
  'family-friendly': c(22, 18, 6, '#264653') + p('M14 50V34Q14 27 22 27Q30 27 30 34V50Z', '#264653') + c(43, 26, 5, '#e76f51')
    + p('M36 50V40Q36 34 43 34Q50 34 50 40V50Z', '#e76f51'),
  'late-night': c(30, 32, 16, '#ffd166') + c(38, 26, 14, '#f4efe6') + c(48, 16, 2, '#264653') + c(50, 42, 1.6, '#264653'),
  'vegan-options': p('M14 50Q14 14 50 14Q50 50 14 50Z', '#6a994e') + p('M16 48L40 24', 'none', line('#f4efe6', 3)),
  parking: rc(10, 30, 44, 14, 5, '#457b9d') + p('M18 30L24 20H40L46 30Z', '#457b9d') + c(20, 46, 5, '#264653') + c(44, 46, 5, '#264653'),
  'wheelchair-accessible': c(30, 12, 5, '#264653') + p('M30 20V36H44L48 48', 'none', line('#264653', 4) + ' stroke-linejoin="round"')
    + p('M30 28H40', 'none', line('#264653', 4)) + c(30, 42, 11, 'none', st('#264653', 3.5)),
};
const tagIcon = (slug: ShopTagSlug) => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">`
  + `${c(32, 32, 32, '#f4efe6')}${tagGlyphs[slug]}</svg>\n`;

export function demoImages(): DemoImage[] {
  const images: DemoImage[] = [];
  for (const category of MENU) {
    images.push({ path: `categories/${category.slug}.svg`, svg: dish(category.slug, category.colour, category.items[0].slug) });
    for (const item of category.items) {
      images.push({ path: `products/${item.slug}.svg`, svg: dish(category.slug, category.colour, item.slug) });
    }
  }
  images.push({ path: `categories/${ADDON_CATEGORY.slug}.svg`, svg: dish('extras', ADDON_CATEGORY.colour, 'garlic-dip') });
  for (const addon of ADDONS) {
    images.push({ path: `products/${addon.slug}.svg`, svg: dish('extras', ADDON_CATEGORY.colour, addon.slug) });
  }
  images.push({ path: 'shops/logo.svg', svg: logo() });
  images.push({ path: 'shops/main.svg', svg: banner('main', '#2a9d8f') });
  for (const branch of BRANCHES) {
    images.push({ path: `shops/${branch.key}.svg`, svg: banner(branch.key, '#2a9d8f') });
  }
  for (const item of DEMO_NEWS) images.push({ path: newsImage(item), svg: banner(item.slug, item.colour) });
  for (const item of DEMO_BANNERS) images.push({ path: promotionImage(item), svg: banner(item.slug, item.colour) });
  images.push({ path: DEMO_REFERRAL.img, svg: banner('referral', '#6d597a') });
  for (const picture of GALLERY) {
    const key = picture.path.replace(/^.*\//, '').replace(/\.svg$/, '');
    const scene = galleryScenes[key] ?? galleryScenes['dining-room'];
    images.push({ path: picture.path, svg: `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 400 300">${rc(0, 0, 400, 300, 0, '#e9edc9')}${scene(seeded(key))}</svg>\n` });
  }
  for (const gallery of SHOP_GALLERIES) {
    for (const picture of gallery.pictures) {
      images.push({ path: galleryPath(gallery.shop, picture.scene), svg: galleryPicture(gallery.shop, picture, gallery.palette) });
    }
  }
  for (const tag of DEMO_SHOP_TAGS) images.push({ path: tagImage(tag.slug), svg: tagIcon(tag.slug) });
  for (const floor of DEMO_FLOORS) {
    for (const section of floor.sections) images.push({ path: sectionImage(floor, section), svg: floorPlan(sectionImage(floor, section), section) });
  }
  return images;
}
