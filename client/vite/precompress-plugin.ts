/**
 * Precompressed copies of the build's text assets (issue 12): beside each JavaScript, CSS, SVG, JSON,
 * XML or plain-text file of at least 1 KB in the output, `<file>.br` (brotli, quality 11) and
 * `<file>.gz` (gzip, level 9), written once at build time so the server sends them as they are to
 * clients that accept them (server/src/http/spa.ts) instead of compressing on every request. HTML is
 * left out (index.html is small, rewritten after the bundle by other plugins and served with its
 * validators by the server, which compresses it itself), and so are source maps (never served publicly).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing (the server's compressible types, less HTML). */
export const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|webmanifest|xml|txt)$/i;
/** Smaller files go as they are (the server's threshold too). */
export const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `.br` and `.gz` beside every file of `dir` worth it; returns what was written, for the build log. */
export async function precompressDirectory(dir: string): Promise<{ file: string; bytes: number; br: number; gz: number }[]> {
  const written: { file: string; bytes: number; br: number; gz: number }[] = [];
  for await (const file of filesUnder(dir)) {
    if (!PRECOMPRESSED.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written.push({ file: path.relative(dir, file), bytes: body.byteLength, br: br.byteLength, gz: gz.byteLength });
  }
  return written;
}

/** The Vite plugin: precompresses the output directory once everything else has written to it. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pathagar:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const written = await precompressDirectory(outDir);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        const total = written.reduce((sum, w) => ({ bytes: sum.bytes + w.bytes, br: sum.br + w.br }), { bytes: 0, br: 0 });
        config.logger.info(`precompressed ${written.length} files: ${kb(total.bytes)} → ${kb(total.br)} brotli`);
      },
    },
  };
}
