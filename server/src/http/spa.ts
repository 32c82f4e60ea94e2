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
  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (file, c) => {
        const relative = path.relative(distDir, file);
        c.header('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
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
