/**
 * `node render-first-page.mjs WIDTH QUALITY MAX_BYTES < book.pdf > page-1.webp`
 *
 * Draws page 1 of a PDF with pdf.js (its Node build draws on @napi-rs/canvas) at WIDTH CSS pixels and
 * writes it as WebP of QUALITY (1–100), or lower (down to 20) while it is over MAX_BYTES (a page of photos). A process of its own (first-page-image.ts starts it): pdf.js is
 * ES modules only, and a large book's parsing and drawing never hold up the server's event loop.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

async function main() {
  const width = Number(process.argv[2]);
  const quality = Number(process.argv[3]);
  const maxBytes = Number(process.argv[4]);
  if (!(width >= 50 && width <= 4000) || !(quality >= 1 && quality <= 100) || !(maxBytes > 0)) throw new Error('Usage: render-first-page.mjs WIDTH QUALITY MAX_BYTES < file.pdf');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const data = await readStdin();
  const doc = await pdfjs.getDocument({
    data,
    standardFontDataUrl: `${path.join(root, 'standard_fonts')}/`,
    cMapUrl: `${path.join(root, 'cmaps')}/`,
    cMapPacked: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const page = await doc.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / natural.width });
  const factory = doc.canvasFactory;
  const { canvas } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
  await page.render({ canvas, viewport, background: '#ffffff' }).promise;
  let webp = await canvas.encode('webp', quality);
  for (let lower = quality - 15; webp.length > maxBytes && lower >= 20; lower -= 15) webp = await canvas.encode('webp', lower);
  await doc.destroy();
  process.stdout.write(`${canvas.width} ${canvas.height}\n`);
  process.stdout.write(webp);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
