// Real pictures for the upload tests, made by sharp: every stored upload is decoded, so a test
// picture must be one, not just the first bytes of one.
import sharp from 'sharp';

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const canvas = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A one-colour picture of `width` × `height`. */
export function picture(format: PictureFormat, width = 3, height = 2): Promise<Buffer> {
  return canvas(width, height).toFormat(format).toBuffer();
}

/** Where the test photos were "taken": 48°51'24"N 2°21'3"E. */
const GPS = {
  GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100',
};

/** A photo as a phone takes it: `width` × `height` pixels stored sideways (EXIF orientation 6,
 * "turn 90° clockwise to show"), with the camera's make, its GPS position, an XMP packet and a
 * Display P3 colour profile. */
export function phonePhoto(format: Exclude<PictureFormat, 'gif'>, width = 40, height = 20): Promise<Buffer> {
  return canvas(width, height)
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .withIccProfile('p3')
    .toFormat(format)
    .toBuffer();
}

/** Whether EXIF data (as sharp's metadata() gives it) holds a GPS position: the pointer to the
 * GPS directory, tag 0x8825, in either byte order. */
export function hasGpsPosition(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
}

/** An animated GIF of `frames` frames of 4 × 4, each shown `delay` ms. */
export function animatedGif(frames = 3, delay = 120): Promise<Buffer> {
  const colours = ['#e74c3c', '#27ae60', '#2980b9', '#f1c40f'];
  return Promise.all(Array.from({ length: frames }, (_, i) => canvas(4, 4, colours[i % colours.length]).png().toBuffer()))
    .then((pngs) => sharp(pngs, { join: { animated: true } }).gif({ delay: pngs.map(() => delay), loop: 0 }).toBuffer());
}

/** A PNG of `width` × `height` pixels that takes a few hundred kilobytes: what a decompression
 * bomb looks like, short of its size. */
export function hugePng(width = 8000, height = 6000): Promise<Buffer> {
  return canvas(width, height, '#ffffff').png().toBuffer();
}
