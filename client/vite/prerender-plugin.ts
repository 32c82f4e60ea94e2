/**
 * Vite build plugin: after the bundle is written, draws the first view of one route into
 * index.html (client/vite/prerender.ts, in its own process: it needs a DOM in the global scope).
 * A failure is a warning, not a broken build: the app still works, its first paint is just later;
 * client/e2e/budgets.e2e.ts fails when the home page's HTML lacks its first view.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  isEntry?: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** The style sheets a chunk and its static imports bring, in load order, without those of `except`. */
export function chunkStylesheets(bundle: Record<string, BundleChunk>, chunk: BundleChunk, except: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const sheets: string[] = [];
  const visit = (current: BundleChunk) => {
    if (seen.has(current.fileName)) return;
    seen.add(current.fileName);
    for (const imported of current.imports ?? []) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
    for (const css of current.viteMetadata?.importedCss ?? []) if (!except.has(css) && !sheets.includes(css)) sheets.push(css);
  };
  visit(chunk);
  return sheets;
}

/** A prerender that takes longer is stopped: a build never waits on it for long. */
const TIMEOUT_MS = 60_000;

export function prerenderFirstView({ route, module }: { route: string; module: string }): Plugin {
  let outDir = '';
  let base = '/';
  let stylesheets: string[] = [];
  let written = false;
  return {
    name: 'pathagar:prerender-first-view',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, BundleChunk>;
      const all = Object.values(chunks);
      const page = all.find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(module));
      const entry = all.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!page || !entry) {
        this.warn(`No chunk for ${module}: the first view of ${route} is not prerendered`);
        return;
      }
      const linked = new Set(chunkStylesheets(chunks, entry));
      stylesheets = chunkStylesheets(chunks, page, linked).map((file) => `${base}${file}`);
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      // Also called when the build failed: then there is no index.html to write into.
      if (!written) return;
      const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'prerender.ts');
      const result = spawnSync(process.execPath, ['--import', 'tsx', script, outDir, route, ...stylesheets], { stdio: 'inherit', timeout: TIMEOUT_MS });
      if (result.status !== 0) {
        const why = result.error ? `${result.error.message}` : `exit code ${result.status ?? result.signal}`;
        this.warn(`The first view of ${route} could not be prerendered (${why}; see above); index.html is left without it`);
      }
    },
  };
}
