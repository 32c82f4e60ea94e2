/**
 * The client build's manifest (dist/.vite/manifest.json, Vite's `build.manifest`): which style sheets a
 * lazily loaded route needs, for a first view written on the server (spa.ts FirstViewWriter) that must
 * be styled at first paint, before the route's code has loaded.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The style sheets (as URLs under `base`) a module's chunk and its static imports bring, less those the entry already links. */
export function moduleStylesheets(manifest: Manifest, moduleSrc: string, base = '/'): string[] {
  const sheetsOf = (start: string | undefined): string[] => {
    const seen = new Set<string>();
    const sheets: string[] = [];
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const chunk = manifest[name];
      if (!chunk) return;
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const css of chunk.css ?? []) if (!sheets.includes(css)) sheets.push(css);
    };
    if (start) visit(start);
    return sheets;
  };
  const entry = Object.keys(manifest).find((name) => manifest[name]!.isEntry);
  const linked = new Set(sheetsOf(entry));
  const page = Object.keys(manifest).find((name) => manifest[name]!.src === moduleSrc);
  return sheetsOf(page)
    .filter((css) => !linked.has(css))
    .map((css) => `${base}${css}`);
}

export interface FirstViewStylesheets {
  /** The entry's own style sheets (linked by index.html for every page). */
  entry: string[];
  /** Sheets of the module (and its imports) with rules for the first view's classes, to link beside them. */
  view: string[];
}

/**
 * For a first view written on the server: the entry's style sheets, and those of a lazily loaded module
 * that hold rules for the view (`rules`, e.g. its class names) — not every sheet its imports bring, each
 * of which would hold the first paint back for a download of its own.
 */
export function buildStylesheets(distDir: string, moduleSrc: string, rules: RegExp): () => FirstViewStylesheets {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; sheets: FirstViewStylesheets } | null = null;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return { entry: [], view: [] };
    if (cached?.mtimeMs !== stat.mtimeMs) {
      let sheets: FirstViewStylesheets = { entry: [], view: [] };
      try {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
        const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
        const view = moduleStylesheets(manifest, moduleSrc).filter((href) => rules.test(readFileSync(path.join(distDir, href), 'utf8')));
        sheets = { entry: (entry?.css ?? []).map((css) => `/${css}`), view };
      } catch {
        sheets = { entry: [], view: [] };
      }
      cached = { mtimeMs: stat.mtimeMs, sheets };
    }
    return cached.sheets;
  };
}
