import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isSpaPath } from '../shared/spa-paths.ts';
import { inlineScriptHashes, spaContentSecurityPolicy, type ThirdPartyScripts } from './csp.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The SPA's policy for the index.html on disk now (its inline script hashes change with each build). */
function policyForBuild(indexFile: string, thirdParty: ThirdPartyScripts): () => string {
  let cached: { mtimeMs: number; policy: string } | null = null;
  return () => {
    const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (cached?.mtimeMs !== mtimeMs) {
      const hashes = mtimeMs ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
      cached = { mtimeMs, policy: spaContentSecurityPolicy(thirdParty, hashes) };
    }
    return cached.policy;
  };
}

/**
 * Serves the built Relay SPA: Vite's hashed assets cached for a year, other public files revalidated,
 * and index.html (never cached, so a new deployment is picked up) for every other path, with 404 for
 * a path no screen of the app has (shared/spa-paths.ts). Its pages
 * carry the SPA's Content-Security-Policy, which allows exactly the configured outside services.
 */
export function spaRoutes(distDir: string, thirdParty: ThirdPartyScripts = {}) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  const contentSecurityPolicy = policyForBuild(indexFile, thirdParty);
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', contentSecurityPolicy());
    }
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The client has not been built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    // The same app either way: for a path no screen has, it shows its 404 page, and the status says so.
    return c.html(readFileSync(indexFile, 'utf8'), isSpaPath(c.req.path) ? 200 : 404);
  });
  return app;
}
