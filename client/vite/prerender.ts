/**
 * `node --import tsx client/vite/prerender.ts DIST VIEW_JSON`, run by the build (prerender-plugin.ts)
 * for each prerendered view (VIEW_JSON: a PrerenderedView). The home page's first view is written into
 * DIST/index.html, so a phone on a slow connection paints the header and hero as soon as the HTML and
 * CSS arrive instead of after the whole app has downloaded and started (Largest Contentful Paint,
 * issue 13). Other views are written as fragments (see ViewFragment) the server puts into that page.
 *
 * The view is drawn by the app itself (client/src/prerender.tsx) in jsdom with no network: what a
 * signed-out visitor sees before data comes. index.html then
 *  - links the route's style sheets, so the static view is styled at first paint;
 *  - holds the markup in #root, marked with the path it belongs to, and a short script that empties
 *    #root on every other path before anything is painted and starts the app there at once;
 *  - on the prerendered path starts the app (its entry script, module preloads and font preloads, moved out of
 *    <head>) only once the view has been painted: on a slow connection the style sheets and the
 *    page come first, and a script download never holds back the first paint. main.tsx renders
 *    over the view once the route is ready, so no loading fallback flashes in between.
 * Inline style attributes are dropped (the Content-Security-Policy refuses them; React sets its own).
 *
 * Each view is drawn once per interface language (VIEW_JSON's `locale`): English's home view goes into
 * index.html, another language's into its own copy of the page (shared/view-fragment.ts indexPagePath),
 * both from the page as Vite built it (INDEX_TEMPLATE); the server sends the one of the page's language.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Locale } from '../../server/src/shared/i18n/locale.ts';
import { INDEX_TEMPLATE, indexPagePath, viewFragmentPath, type ViewFragment } from '../../server/src/shared/view-fragment.ts';

export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** A view for the build to prerender (prerender-plugin.ts). */
export interface PrerenderedView {
  route: string;
  /** The route's style sheets (besides the entry's, which index.html links already). */
  stylesheets: string[];
  /** The entry's style sheets, as index.html links them. */
  entryStylesheets: string[];
  /** Written as a ViewFragment (server/src/shared/view-fragment.ts) for the server, instead of into index.html. */
  fragment?: string;
  /** Text the markup must hold, or the build warns that the view is broken (default: a heading). */
  expect?: string;
  /** The interface language the view is drawn in (default English). */
  locale?: Locale;
}

/** The page with `<html lang>` naming `locale` (Vite writes lang="en"). */
export function withLanguage(html: string, locale: Locale): string {
  return html.replace(/<html lang="[a-z-]*"/, `<html lang="${locale}"`);
}

/**
 * The style sheets of `stylesheets` with a rule for a class `markup` uses: each sheet linked holds the
 * first paint back, and a route's chunks bring sheets for parts the view does not show yet.
 */
export function sheetsFor(markup: string, stylesheets: readonly string[], distDir: string): string[] {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean));
  return stylesheets.filter((href) => {
    const css = readFileSync(path.join(distDir, href), 'utf8');
    return [...classes].some((name) => new RegExp(`\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(css));
  });
}

/** The inner markup of the view's <main class="site-main">, or null when it has none. */
export function mainOf(markup: string): string | null {
  const open = /<main\b[^>]*>/.exec(markup);
  const close = markup.lastIndexOf('</main>');
  if (!open || close < open.index) return null;
  return markup.slice(open.index + open[0].length, close);
}

/** Gives this process a browser-like global scope (the app's modules read window, document, storage). */
function installDom(url: string): JSDOM {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { url, pretendToBeVisual: true });
  const window = dom.window as unknown as Record<string, unknown>;
  const scope = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in scope) && !key.startsWith('_')) scope[key] = window[key];
  }
  for (const key of ['window', 'self', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage']) {
    Object.defineProperty(scope, key, { value: key === 'window' || key === 'self' ? dom.window : window[key], configurable: true, writable: true });
  }
  const noMatch = () => ({ matches: false, media: '', onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false });
  window.matchMedia ??= noMatch;
  scope.matchMedia = window.matchMedia;
  scope.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // No network: every request stays pending, so the view is the one before data comes.
  const pending = (() => new Promise(() => {})) as typeof fetch;
  scope.fetch = pending;
  window.fetch = pending;
  return dom;
}

/** Drops inline style attributes, which the shop's Content-Security-Policy would refuse (and report). */
export function withoutInlineStyles(html: string): string {
  return html.replace(/\sstyle="[^"]*"/g, '');
}

/** Longest the app's scripts wait for the first view's images on the prerendered path (a stalled image never holds the app back longer). */
export const IMAGE_WAIT_MS = 1500;

/**
 * The inline script after #root. On another path it empties #root and starts the app at once; on
 * the prerendered path it starts the app once the view has been painted with its images (the covers
 * the server writes in: the page's largest paint; at most IMAGE_WAIT_MS), or after 100 ms where frames
 * are paused, as in a background tab: on a slow connection the app's scripts never take the bandwidth
 * the first screen needs.
 */
export function startScript(entry: string, preloads: readonly string[], fonts: readonly string[] = []): string {
  // The same script on every page that has a first view (the path is read from #root), so the
  // Content-Security-Policy's hash of it holds for the views the server writes too.
  const attributes = { entry, preloads, fonts };
  return [
    '(function(){',
    `var a=${JSON.stringify(attributes)},r=document.getElementById('root'),started=false;`,
    'function start(){if(started)return;started=true;',
    "a.fonts.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','font');l.type='font/woff2';l.crossOrigin='';l.href=h;document.head.appendChild(l)});",
    "a.preloads.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});",
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=a.entry;document.head.appendChild(s)}",
    'function painted(){setTimeout(start,100);requestAnimationFrame(function(){setTimeout(start,0)})}',
    `if(r.getAttribute('${FIRST_VIEW_ATTRIBUTE}')!==location.pathname){r.textContent='';start();return}`,
    "var images=[].slice.call(r.getElementsByTagName('img')).filter(function(i){return !i.complete}),waiting=images.length;",
    'if(!waiting){painted();return}',
    `setTimeout(start,${IMAGE_WAIT_MS});`,
    "images.forEach(function(i){function done(){if(--waiting===0)painted()}i.addEventListener('load',done);i.addEventListener('error',done)})",
    '})()',
  ].join('');
}

/**
 * index.html with the first view of `route` in #root and its style sheets linked; the app's entry
 * script and module preloads move from <head> into the start script (startScript).
 */
export function withFirstView(indexHtml: string, route: string, markup: string, stylesheets: readonly string[]): string {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const entries = [...indexHtml.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module scripts, not one`);
  const preloads = [...indexHtml.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  // The Bangla font is preloaded when the app starts, not beside the first screen's covers, whose bandwidth
  // it would share (bengali-font.ts); a Bangla first view asks for it through its @font-face as it paints.
  // The start script is the same in every language, so the page policy's hash of it holds for each.
  const fonts = [...indexHtml.matchAll(/\s*<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin="">/g)];
  let html = indexHtml;
  for (const [tag] of [...entries, ...preloads, ...fonts]) html = html.replace(tag, '');
  const links = stylesheets.map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`).join('');
  const script = startScript(entries[0]![1]!, preloads.map((match) => match[1]!), fonts.map((match) => match[1]!));
  return html
    .replace('</head>', `${links}  </head>`)
    .replace('<div id="root"></div>', `<div id="root" ${FIRST_VIEW_ATTRIBUTE}="${route}">${markup}</div><script>${script}</script>`);
}

async function main() {
  const [distDir, json] = process.argv.slice(2);
  const view = json ? (JSON.parse(json) as PrerenderedView) : null;
  if (!distDir || !view?.route.startsWith('/')) throw new Error('Usage: prerender.ts DIST VIEW_JSON');
  process.env.NODE_ENV = 'production';
  const dom = installDom(new URL(view.route, 'http://localhost').href);
  const { createServer } = await import('vite');
  const clientRoot = path.resolve(__dirname, '..');
  const vite = await createServer({
    configFile: path.join(clientRoot, 'vite.config.mts'),
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  // No vite.close(): the process exits when this is done (closing the server next to jsdom can hang).
  const { renderFirstView } = (await vite.ssrLoadModule('/src/prerender.tsx')) as typeof import('../src/prerender.tsx');
  const locale = view.locale ?? 'en';
  const markup = withoutInlineStyles(await renderFirstView(view.route, dom.window.document.getElementById('root')!, 10_000, locale));
  const expected = view.expect ?? '<h1';
  if (!markup.includes(expected)) throw new Error(`The first view of ${view.route} has no ${expected}:\n${markup.slice(0, 500)}`);
  if (view.fragment) {
    const main = mainOf(markup);
    if (main === null) throw new Error(`The first view of ${view.route} has no <main>:\n${markup.slice(0, 500)}`);
    const fragment: ViewFragment = { route: view.route, main, stylesheets: { entry: view.entryStylesheets, view: sheetsFor(main, view.stylesheets, distDir) } };
    const file = path.join(distDir, viewFragmentPath(view.fragment, locale));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(fragment));
    console.log(`First view of ${view.route} (${locale}) written into ${path.relative(process.cwd(), file)} (${(main.length / 1000).toFixed(1)} kB of markup)`);
    return;
  }
  const template = path.join(distDir, existsSync(path.join(distDir, INDEX_TEMPLATE)) ? INDEX_TEMPLATE : 'index.html');
  const indexFile = path.join(distDir, indexPagePath(locale));
  mkdirSync(path.dirname(indexFile), { recursive: true });
  writeFileSync(indexFile, withLanguage(withFirstView(readFileSync(template, 'utf8'), view.route, markup, view.stylesheets), locale));
  console.log(`First view of ${view.route} (${locale}) written into ${path.relative(process.cwd(), indexFile)} (${(markup.length / 1000).toFixed(1)} kB of markup)`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
