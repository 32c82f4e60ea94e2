import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context as HonoContext } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, LOCALES, negotiateLocale, type Locale } from '../shared/i18n/locale.ts';
import { isSpaPath } from '../shared/spa-paths.ts';
import { indexPagePath } from '../shared/view-fragment.ts';
import { inlineScriptHashes, spaContentSecurityPolicy, type MarketingScripts, type ThirdPartyScripts } from './csp.ts';
import { contentEtag, isNotModified } from './etag.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The SPA's policy for the index.html on disk now (its inline script hashes change with each build). */
function policyForBuild(indexFile: string, thirdParty: ThirdPartyScripts): (marketing?: MarketingScripts) => string {
  let cached: { key: string; policy: string } | null = null;
  return (marketing) => {
    const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const key = `${mtimeMs} ${JSON.stringify(marketing ?? {})}`;
    if (cached?.key !== key) {
      const hashes = mtimeMs ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
      cached = { key, policy: spaContentSecurityPolicy({ ...thirdParty, marketing }, hashes) };
    }
    return cached.policy;
  };
}

/** index.html as it is on disk now, with its validators (read again when a build replaces it). */
function indexPageOnDisk(indexFile: string): () => { html: string; etag: string; lastModified: Date } | null {
  let cached: { mtimeMs: number; html: string; etag: string; lastModified: Date } | null = null;
  return () => {
    const stat = statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const html = readFileSync(indexFile, 'utf8');
      cached = { mtimeMs: stat.mtimeMs, html, etag: contentEtag(html), lastModified: stat.mtime };
    }
    return cached;
  };
}

/** Whether a screen's record exists, or (past a rate limit) when to ask again. */
export type PageExists = boolean | { retryAfterSeconds: number };

export interface SpaOptions {
  /** Serve the build's source maps (*.map); off in production, where they stay on the server for error reports. */
  sourceMaps?: boolean;
  /**
   * For screens of one record (a parcel's /tracking/{cn}): whether the record exists. False answers the
   * app's 404 page with HTTP 404, as for a path no screen has; paths it does not know answer true.
   * `{ retryAfterSeconds }` (a lookup past its rate limit) answers the app's page with HTTP 429 and Retry-After.
   */
  pageExists?: (pathname: string, request: HonoContext) => PageExists | Promise<PageExists>;
  /** The marketing scripts switched on now (admins change them at /admin/marketing): the policy allows their hosts. */
  marketing?: () => Promise<MarketingScripts>;
  /**
   * Per-request first views (see FirstViewWriter): tried in order for a page answered 200; the first
   * that returns markup gives the page. The page's ETag is then that of the markup sent, and no
   * If-Modified-Since answers 304 (the data in it may be newer than the build).
   */
  firstViews?: readonly FirstViewWriter[];
  /** Told of a first-view writer that threw (the page as built is sent instead). */
  onFirstViewError?: (error: unknown) => void;
  /**
   * The interface language for a visitor who has not chosen one and whose browser names neither: the
   * shop's default, which admins set (modules/settings/shop-language.ts); English when not given.
   */
  defaultLocale?: Locale | (() => Locale | Promise<Locale>);
}

/** The page in the request's interface language: `<html lang>` names it, and the app loads its catalogue first. */
export function pageLanguage(c: HonoContext, fallback: Locale): Locale {
  return negotiateLocale({ cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header('Accept-Language'), fallback });
}

/** index.html with `<html lang>` set to `locale` (the build writes lang="en"). */
export function withPageLanguage(html: string, locale: Locale): string {
  return html.replace(/<html lang="[a-z-]*"/, `<html lang="${locale}"`);
}

/**
 * The built page in each interface language: index.html (English's first view) and the copy the build
 * drew in each other language (shared/view-fragment.ts indexPagePath). A language whose copy is missing
 * (an older build, a failed prerender) gets English's page, with its own `<html lang>`.
 */
function indexPagesOnDisk(distDir: string, indexFile: string) {
  const pages = Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === 'en' ? indexPageOnDisk(indexFile) : indexPageOnDisk(path.join(distDir, indexPagePath(locale)))]),
  ) as Record<Locale, ReturnType<typeof indexPageOnDisk>>;
  return (locale: Locale) => (locale === 'en' ? null : pages[locale]()) ?? pages.en();
}

/**
 * Writes a route's first view with its data into index.html for one request, so the largest paint of
 * the page (the home page's first covers, an ebook's first page) needs no JavaScript and no GraphQL
 * round trip. Returns the whole page, or null to leave index.html as built. It must not throw for bad
 * input (an unknown slug, no session): null. `html` is the built page in the page's language `locale`.
 */
export type FirstViewWriter = (request: HonoContext, html: string, locale: Locale) => Promise<string | null>;

/**
 * Serves the built Relay SPA: Vite's hashed assets cached for a year, other public files revalidated,
 * and index.html (revalidated, so a new deployment is picked up: 304 to a matching If-None-Match or
 * If-Modified-Since) for every other path, with 404 for a path no screen of the app has
 * (shared/spa-paths.ts). The build's brotli and gzip copies (.br, .gz) are sent to clients that
 * accept them. Its pages carry the SPA's Content-Security-Policy, which allows exactly the configured
 * outside services.
 */
/** The page of the first writer that has one for this request; a writer that fails is skipped (the page as built is always good). */
async function firstViewFor(c: HonoContext, html: string, locale: Locale, writers: readonly FirstViewWriter[], onError?: (error: unknown) => void): Promise<string | null> {
  for (const write of writers) {
    try {
      const written = await write(c, html, locale);
      if (written !== null) return written;
    } catch (error) {
      // The built page still works: the app fetches what the first view would have carried.
      onError?.(error);
    }
  }
  return null;
}

export function spaRoutes(distDir: string, thirdParty: ThirdPartyScripts = {}, options: SpaOptions = {}) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  const contentSecurityPolicy = policyForBuild(indexFile, thirdParty);
  const indexPage = indexPagesOnDisk(distDir, indexFile);
  const { defaultLocale } = options;
  const shopLanguage = async (): Promise<Locale> => {
    try {
      return (typeof defaultLocale === 'function' ? await defaultLocale() : defaultLocale) ?? 'en';
    } catch {
      // The shop's setting could not be read (a busy database): the page still goes, in English.
      return 'en';
    }
  };
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    // A 304 too: the browser keeps the headers it brings with the page it has, and the edge's
    // default-src 'none' would then block the app's own scripts and styles on every revisit.
    if (c.res.headers.get('Content-Type')?.startsWith('text/html') || c.res.status === 304) {
      c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(await options.marketing?.()));
    }
  });
  // The build's manifest is for the server (vite-manifest.ts), not the public.
  app.get('/.vite/*', (c) => c.text('Not found', 404));
  if (!options.sourceMaps) app.get('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));
  const serveIndex = async (c: HonoContext, status: 200 | 404 | 429) => {
    // The language comes from the cookie or Accept-Language (else the shop's default): caches keep one copy per language.
    const locale = pageLanguage(c, await shopLanguage());
    // The page whose first view is drawn in that language, so its first paint needs no script to be in it.
    const page = indexPage(locale);
    if (!page) return c.text('The client has not been built yet: run `npm run build` (npm start does it for you).', 503);
    c.header('Cache-Control', REVALIDATE);
    c.header('Vary', 'Accept-Language, Cookie', { append: true });
    const html = withPageLanguage(page.html, locale);
    if (status !== 200) return c.html(html, status);
    const written = await firstViewFor(c, html, locale, options.firstViews ?? [], options.onFirstViewError);
    if (written !== null) {
      const etag = contentEtag(written);
      c.header('ETag', etag);
      if (isNotModified(c.req, etag)) return c.body(null, 304);
      return c.html(written, 200);
    }
    const etag = html === page.html ? page.etag : contentEtag(html);
    c.header('ETag', etag);
    c.header('Last-Modified', page.lastModified.toUTCString());
    if (isNotModified(c.req, etag, page.lastModified)) return c.body(null, 304);
    return c.html(html, 200);
  };
  // Browsers ask for /favicon.ico on pages that name no icon (a gateway's redirect, the sandbox page, a
  // PDF): the shop's one icon, not a 404 in the console of every payment.
  app.get('/favicon.ico', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect('/favicon.svg', 301);
  });
  app.get('/', (c) => serveIndex(c, 200));
  app.get('/index.html', (c) => serveIndex(c, 200));
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // The same app either way: for a path no screen has, it shows its 404 page, and the status says so.
  app.get('*', async (c) => {
    if (!isSpaPath(c.req.path)) return serveIndex(c, 404);
    const exists = (await options.pageExists?.(c.req.path, c)) ?? true;
    if (typeof exists === 'object') {
      c.header('Retry-After', String(exists.retryAfterSeconds));
      return serveIndex(c, 429);
    }
    return serveIndex(c, exists ? 200 : 404);
  });
  return app;
}
