/**
 * `node --import tsx write-demo-books.mts < specs.ndjson > books.bin`
 *
 * Writes one demo ebook PDF for each line of JSON on stdin (a DemoBookSpec, with `photos: true` for
 * figures drawn as JPEG photos), each as a 4-byte big-endian length and the PDF's bytes. A process of
 * its own (demo-book-files.ts starts it): HarfBuzz is an ES module that loads WebAssembly at import,
 * and typesetting hundreds of books never holds up the server's event loop.
 */
import { writeDemoBook, type DemoBookSpec } from './demo-book.mts';
import { demoPhotos } from './demo-photos.ts';

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter((line) => line.trim());
  for (const line of lines) {
    const { photos, ...spec } = JSON.parse(line) as Omit<DemoBookSpec, 'photos'> & { photos?: boolean };
    const bytes = await writeDemoBook({ ...spec, photos: photos ? await demoPhotos(12, spec.seed) : undefined });
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    const ok = process.stdout.write(Buffer.concat([length, bytes]));
    if (!ok) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
