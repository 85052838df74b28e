// The installed app's icons (web/public/images/icons), drawn from the storefront's round logo
// (web/public/images/logo-rounded.svg) with sharp: `node web/build/app-icons.mjs` after the logo
// changes, and commit the PNGs. The web app manifest (web/build/web-app-manifest.ts) lists them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const web = join(import.meta.dirname, '..');
const LOGO = join(web, 'public/images/logo-rounded.svg');
const OUT = join(web, 'public/images/icons');
/** The logo's own blue (Fluent's brand background), under a maskable icon's whole square. */
const BRAND = '#0f6cbd';
/** A maskable icon may be cut to a circle of 80 % of its side: the logo stays inside it. */
const SAFE_ZONE = 0.8;

const logoAt = (size) => sharp(LOGO, { density: 72 * (size / 60) * 2 }).resize(size, size);

/** The round logo on a transparent square (`purpose: any`). */
async function plainIcon(size, file) {
  await logoAt(size).png().toFile(join(OUT, file));
}

/** The logo inside the safe zone of a square filled with its blue: whatever shape the home
 * screen cuts, no corner is transparent (`purpose: maskable`; also iOS's home screen icon). */
async function filledIcon(size, file) {
  const inner = Math.round(size * SAFE_ZONE);
  const logo = await logoAt(inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toFile(join(OUT, file));
}

mkdirSync(OUT, { recursive: true });
await plainIcon(192, 'icon-192.png');
await plainIcon(512, 'icon-512.png');
await filledIcon(512, 'icon-maskable-512.png');
await filledIcon(180, 'apple-touch-icon.png');
