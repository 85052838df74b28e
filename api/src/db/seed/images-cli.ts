// `npm run images -w api`: (re)writes the demo SVGs into api/storage/images.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoImages } from './images';

const root = fileURLToPath(new URL('../../../storage/images', import.meta.url));
const images = demoImages();
for (const { path, svg } of images) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
console.log(`${images.length} images written to ${root}`);
