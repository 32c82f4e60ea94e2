import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import type { Database } from './db/connect.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { apiError } from './http/api-errors.ts';
import { readBuildInfo } from './http/client-build.ts';
import { createRequestContext } from './http/request-context.ts';
import { requestLog } from './http/request-log.ts';
import type { AppVariables } from './http/rest.ts';
import { spaRoutes } from './http/spa.ts';
import type { Logger } from './logger.ts';
import { accountsRest } from './modules/accounts/accounts.rest.ts';
import { cartRest } from './modules/cart/cart.rest.ts';
import { couponsRest } from './modules/coupons/coupons.rest.ts';
import { filesRoutes, uploadsRest } from './modules/storage/storage.rest.ts';

export interface AppOptions {
  config: Pick<Config, 'isDevelopment' | 'clientDist' | 'trustProxy'>;
  db: Database;
  log: Logger;
  services: Services;
}

/** The whole HTTP surface of the shop as one fetch handler: GraphQL, the REST shim, health, the SPA. */
export function createApp({ config, db, log, services }: AppOptions) {
  const yoga = createGraphQLHandler({ log, development: config.isDevelopment });
  const app = new Hono<{ Variables: AppVariables }>();

  app.use('*', requestLog(log));
  const withContext = createMiddleware<{ Variables: AppVariables }>(async (c, next) => {
    const ctx = await createRequestContext(c, { prisma: db.prisma, services, trustProxy: config.trustProxy });
    c.set('ctx', ctx);
    await next();
    c.res = ctx.cookies.applyTo(c.res);
  });
  app.use('/graphql', withContext);
  app.use('/api/*', withContext);

  app.onError((error, c) => {
    c.var.log.error({ err: error }, 'Unhandled error');
    if (c.req.path.startsWith('/api/')) return apiError(c, 500, 'Something went wrong on our side.');
    return c.text('Internal Server Error', 500);
  });

  app.get('/healthz', async (c) => {
    try {
      await db.ping();
      return c.json({ status: 'ok', database: 'up' });
    } catch (error) {
      c.var.log.warn({ err: error }, 'Health check: database unreachable');
      return c.json({ status: 'error', database: 'down' }, 503);
    }
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, { ctx: c.var.ctx }));

  app.get('/builds/latest.json', (c) => {
    const build = readBuildInfo(config.clientDist);
    c.header('Cache-Control', 'no-store');
    return build ? c.json(build) : c.json({ error: 'The client has not been built' }, 404);
  });

  const api = new Hono<{ Variables: AppVariables }>();
  api.route('/', accountsRest());
  api.route('/', cartRest());
  api.route('/', couponsRest());
  api.route('/', uploadsRest());
  api.all('*', (c) => apiError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`, 'Not Found'));
  app.route('/api', api);

  app.route('/files', filesRoutes({ prisma: db.prisma, storage: services.storage }));
  app.route('/', spaRoutes(config.clientDist));

  return Object.assign(app, { yoga });
}

export type App = ReturnType<typeof createApp>;
