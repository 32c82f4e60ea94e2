/**
 * Precompressed copies of the build's text assets (issue 12): beside each JavaScript, CSS, SVG, JSON,
 * XML or plain-text file in the output, `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
 * level 9) when the copy is at least a tenth smaller, written once at build time so the server sends them as they are to
 * clients that accept them (server/src/http/spa.ts) instead of compressing on every request. HTML is
 * left out (index.html is small, rewritten after the bundle by other plugins and served with its
 * validators by the server, which compresses it itself), and so are source maps (never served publicly).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing (the server's compressible types, less HTML). */
export const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|webmanifest|xml|txt)$/i;
/**
 * A copy is kept when it saves at least this share. Small files count too: the first view loads a dozen
 * chunks of 0.3–0.7 KB (a component, a helper), and brotli takes about half off each (with its built-in
 * dictionary); a file of a few bytes that compression would only grow goes as it is.
 */
export const MIN_SAVING = 0.1;

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
    if (!PRECOMPRESSED.test(file)) continue;
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
    const worth = (copy: Buffer) => copy.byteLength <= body.byteLength * (1 - MIN_SAVING);
    if (!worth(br) && !worth(gz)) continue;
    await Promise.all([worth(br) && writeFile(`${file}.br`, br), worth(gz) && writeFile(`${file}.gz`, gz)]);
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
