// Small SVG pictures for the demo data (product, category, shop and gallery images): a
// category-coloured tile with a food emoji and the English title. Written once by
// images-cli.ts into api/storage/images and committed.
import { ADDON_CATEGORY, ADDONS, MENU } from './menu';
import { BRANCHES, GALLERY } from './demo-data';

export interface DemoImage {
  path: string;
  svg: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function tile(colour: string, emoji: string, caption: string, width = 400, height = 300): string {
  const fontSize = caption.length > 22 ? 20 : 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="${width}" height="${height}" fill="${colour}"/>`
    + `<circle cx="${width / 2}" cy="${height * 0.42}" r="${height * 0.3}" fill="#fff" fill-opacity=".35"/>`
    + `<text x="50%" y="${height * 0.42}" font-size="${height * 0.3}" text-anchor="middle" dominant-baseline="central">${emoji}</text>`
    + `<text x="50%" y="${height * 0.88}" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="600" fill="#1d1d1f" text-anchor="middle">${escapeXml(caption)}</text>`
    + '</svg>\n';
}

export function demoImages(): DemoImage[] {
  const images: DemoImage[] = [];
  for (const category of MENU) {
    images.push({ path: `categories/${category.slug}.svg`, svg: tile(category.colour, category.emoji, category.texts.en[0]) });
    for (const item of category.items) {
      images.push({ path: `products/${item.slug}.svg`, svg: tile(category.colour, category.emoji, item.texts.en[0]) });
    }
  }
  images.push({ path: `categories/${ADDON_CATEGORY.slug}.svg`, svg: tile(ADDON_CATEGORY.colour, ADDON_CATEGORY.emoji, ADDON_CATEGORY.texts.en[0]) });
  for (const addon of ADDONS) {
    images.push({ path: `products/${addon.slug}.svg`, svg: tile(ADDON_CATEGORY.colour, ADDON_CATEGORY.emoji, addon.texts.en[0]) });
  }
  images.push({ path: 'shops/logo.svg', svg: tile('#264653', '🍽️', 'Storefront Kitchen', 180, 80).replace('font-size="24"', 'font-size="14"') });
  images.push({ path: 'shops/main.svg', svg: tile('#2a9d8f', '🍽️', 'Storefront Kitchen', 1200, 400) });
  for (const branch of BRANCHES) {
    images.push({ path: `shops/${branch.key}.svg`, svg: tile('#2a9d8f', '🏙️', branch.texts.en[0], 1200, 400) });
  }
  const galleryEmoji = ['🪑', '🔥', '🍣', '🍰'];
  GALLERY.forEach((picture, i) => {
    images.push({ path: picture.path, svg: tile('#e9edc9', galleryEmoji[i % galleryEmoji.length], picture.title, 800, 600) });
  });
  return images;
}
