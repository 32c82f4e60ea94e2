/**
 * Vite build plugin: after the bundle is written, draws the first views of a few routes
 * (client/vite/prerender.ts, each in its own process: it needs a DOM in the global scope): the home
 * page's into index.html, others into fragments the server uses. A failure is a warning, not a broken
 * build: the app still works, its first paint is just later; client/e2e/budgets.e2e.ts fails when
 * a measured page's HTML lacks its first view.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../../server/src/shared/i18n/locale.ts';
import { INDEX_TEMPLATE } from '../../server/src/shared/view-fragment.ts';
import type { PrerenderedView } from './prerender.ts';

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

export interface FirstViewRoute {
  route: string;
  /** The route's page module (its chunk's style sheets are linked with the view). */
  module: string;
  /** Written as a fragment for the server (prerender.ts ViewFragment) rather than into index.html. */
  fragment?: string;
  /** Text the view must hold (default: a heading). */
  expect?: string;
}

/**
 * Draws the first views: `views[n]` without `fragment` goes into index.html (one at most), the others
 * into fragments the server writes into the pages of their paths.
 */
export function prerenderFirstViews(views: readonly FirstViewRoute[]): Plugin {
  let outDir = '';
  let base = '/';
  let prerendered: PrerenderedView[] = [];
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
      const entry = all.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      prerendered = [];
      for (const view of views) {
        const page = all.find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(view.module));
        if (!page || !entry) {
          this.warn(`No chunk for ${view.module}: the first view of ${view.route} is not prerendered`);
          continue;
        }
        const entrySheets = chunkStylesheets(chunks, entry);
        const linked = new Set(entrySheets);
        // Every view in every interface language: the first paint is in the shopper's language.
        for (const locale of LOCALES) {
          prerendered.push({
            route: view.route,
            fragment: view.fragment,
            expect: view.expect,
            locale,
            entryStylesheets: entrySheets.map((file) => `${base}${file}`),
            stylesheets: chunkStylesheets(chunks, page, linked).map((file) => `${base}${file}`),
          });
        }
      }
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      // Also called when the build failed: then there is no index.html to write into.
      if (!written) return;
      const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'prerender.ts');
      // Each language's page starts from index.html as Vite wrote it (English's view is then drawn into index.html itself).
      mkdirSync(path.dirname(path.join(outDir, INDEX_TEMPLATE)), { recursive: true });
      copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, INDEX_TEMPLATE));
      for (const view of prerendered) {
        const result = spawnSync(process.execPath, ['--import', 'tsx', script, outDir, JSON.stringify(view)], { stdio: 'inherit', timeout: TIMEOUT_MS });
        if (result.status !== 0) {
          const why = result.error ? `${result.error.message}` : `exit code ${result.status ?? result.signal}`;
          this.warn(`The ${view.locale} first view of ${view.route} could not be prerendered (${why}; see above); the page is sent without it`);
        }
      }
    },
  };
}
