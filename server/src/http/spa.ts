import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built Relay SPA: Vite's hashed assets cached for a year, other public files revalidated,
 * and index.html (never cached, so a new deployment is picked up) for every other path.
 */
export function spaRoutes(distDir: string) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The client has not been built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}
