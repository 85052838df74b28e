// `npm run images -w api`: (re)writes the demo SVGs into api/storage/images.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { imagesDir as root } from '../../paths';
import { demoImages } from './images';

const images = demoImages();
for (const { path, svg } of images) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
console.log(`${images.length} images written to ${root}`);
