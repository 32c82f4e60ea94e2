/** Photo-like JPEG figures for the demo ebooks (noisy gradients: they compress as photos do, not as flat art). */
import sharp from 'sharp';
import { mulberry32 } from '../../catalog/demo/prng.ts';

export async function demoPhotos(count: number, seed: number, width = 440, height = 170): Promise<Buffer[]> {
  const random = mulberry32(seed);
  const photos: Buffer[] = [];
  for (let n = 0; n < count; n++) {
    const raw = Buffer.alloc(width * height * 3);
    const hue = [random() * 200, random() * 200, random() * 200];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const shade = (x / width) * 40 + (y / height) * 30;
        for (let c = 0; c < 3; c++) raw[i + c] = Math.min(255, hue[c]! + shade + random() * 40);
      }
    }
    photos.push(await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer());
  }
  return photos;
}
