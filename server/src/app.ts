import { randomUUID } from 'node:crypto';
import { Hono, type Context as HonoContext } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_BODY_LIMIT_BYTES, type Config } from './config.ts';
import type { Services } from './context.ts';
import type { Database } from './db/connect.ts';
import { serveGraphiQL, serveStaffPlayground } from './graphql/graphiql.ts';
import { bufferedAnswer } from './graphql/buffered-answer.ts';
import { graphqlHttpCaching } from './graphql/response-cache-http.ts';
import { graphqlTransport } from './graphql/transport.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { apiError } from './http/api-errors.ts';
import { databaseUnavailableAnswer } from './http/database-outage.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { limitRequestBodies } from './http/body-limit.ts';
import { compression } from './http/compression.ts';
import { readBuildInfo } from './http/client-build.ts';
import { requireApiContentTypes } from './http/content-type.ts';
import { corsForConfiguredOrigins } from './http/cors.ts';
import { queueForDatabase, queueDatabaseRequests, type DatabaseQueue } from './http/database-queue.ts';
import { livenessCheck, readinessCheck, type Lifecycle } from './http/health.ts';
import { checkJsonBodies } from './http/json-input.ts';
import { refuseCrossSiteWrites } from './http/origin-check.ts';
import { createRequestContext, remoteInfo } from './http/request-context.ts';
import { replaceResponse } from './http/replace-response.ts';
import { requestLog } from './http/request-log.ts';
import type { AppVariables } from './http/rest.ts';
import { securityHeaders } from './http/security-headers.ts';
import { spaRoutes } from './http/spa.ts';
import { buildStylesheets } from './http/vite-manifest.ts';
import { homeFirstView } from './modules/catalog/home-first-view.ts';
import type { KeptCoversOptions } from './modules/catalog/first-screen-covers.ts';
import { sectionFirstView, viewFragmentsOnDisk } from './modules/catalog/section-first-view.ts';
import { readerFirstView } from './modules/library/reader-first-view.ts';
import { marketingScriptsCache } from './modules/marketing/marketing-csp.ts';
import { shopLanguage } from './modules/settings/shop-language.ts';
import type { Logger } from './logger.ts';
import { accountsRest } from './modules/accounts/accounts.rest.ts';
import { languageRoutes } from './modules/accounts/language.rest.ts';
import { cartRest } from './modules/cart/cart.rest.ts';
import { ebookFileRoutes, lessonFileRoutes } from './modules/library/ebook-files.rest.ts';
import { couponsRest } from './modules/coupons/coupons.rest.ts';
import { PAYMENTS_MOUNT } from './modules/payments/callback-urls.ts';
import { invoicesRest } from './modules/invoices/invoices.rest.ts';
import { paymentsRoutes } from './modules/payments/payments.rest.ts';
import { COURIERS_MOUNT, couriersRoutes } from './modules/shipping/shipping.rest.ts';
import { trackingPageExists } from './modules/shipping/tracking.service.ts';
import { filesRoutes, uploadsRest } from './modules/storage/storage.rest.ts';

/**
 * The file /readyz writes and deletes again: a store that answers reads but refuses writes (a full disk,
 * a read-only bucket policy) fails uploads, so it is asked to write. One key per process.
 */
const readinessProbeKey = () => `health/readiness-probe-${randomUUID()}`;

export interface AppOptions {
  config: Pick<Config, 'isDevelopment' | 'clientDist' | 'trustProxy' | 'graphql'> &
    // Unset: no other origin may call the API, the shop's origin is the Host's, JSON bodies up to BODY_LIMIT_KB's default.
    Partial<Pick<Config, 'databaseLimits' | 'corsOrigins' | 'publicUrl' | 'bodyLimitBytes'>>;
  db: Database;
  log: Logger;
  services: Services;
  /** Admission to the embedded database (http/database-queue.ts); by default one for PGlite, none for PostgreSQL. */
  databaseQueue?: DatabaseQueue | null;
  /** Set `draining` when the process starts to stop: /readyz answers 503 from then on. */
  lifecycle?: Lifecycle;
  /**
   * How long the home and section first views keep and wait for their covers (default: 5 s, a 200 ms wait).
   * Tests of what the covers are wait for the read itself, not for a guess at the machine's speed.
   */
  firstViewCovers?: KeptCoversOptions;
}

/** The whole HTTP surface of the shop as one fetch handler: GraphQL, the REST shim, health, the SPA. */
export function createApp({ config, db, log, services, lifecycle = { draining: false }, ...options }: AppOptions) {
  const app = new Hono<{ Variables: AppVariables }>();

  app.use('*', requestLog(log));
  // Outermost after the log: every answer below is compressed on its way out (http/compression.ts).
  app.use('*', compression());
  // The edge, before any body, session or database turn: headers, CORS, cross-site writes, content types, sizes.
  app.use('*', securityHeaders({ production: !config.isDevelopment }));
  const origins = { corsOrigins: config.corsOrigins ?? [], publicUrl: config.publicUrl };
  for (const path of ['/graphql', '/api/*']) {
    app.use(path, corsForConfiguredOrigins(origins));
    app.use(path, refuseCrossSiteWrites(origins));
  }
  app.use('/api/*', requireApiContentTypes());
  app.use('*', limitRequestBodies(config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES));
  app.use('/api/*', checkJsonBodies());
  const withContext = createMiddleware<{ Variables: AppVariables }>(async (c, next) => {
    const ctx = await createRequestContext(c, { prisma: db.prisma, services, trustProxy: config.trustProxy });
    c.set('ctx', ctx);
    await next();
    const withCookies = ctx.cookies.applyTo(c.res);
    if (withCookies !== c.res) replaceResponse(c, withCookies);
  });
  // Cache-Control, ETag and 304 of GraphQL answers, refusals included (graphql/response-cache-http.ts).
  app.use('/graphql', graphqlHttpCaching());
  const databaseQueue = options.databaseQueue === undefined ? queueForDatabase(db, config.databaseLimits?.queueLimit) : options.databaseQueue;
  // GraphQL operations queue for the embedded database inside Yoga, after the response cache (graphql/database-admission.ts).
  const yoga = createGraphQLHandler({
    log,
    development: config.isDevelopment,
    trustedDocuments: config.graphql.trustedDocuments,
    timeBudgetMs: config.graphql.timeBudgetMs,
    responseCache: services.responseCache,
    databaseQueue,
  });
  if (databaseQueue) {
    app.use('/api/*', queueDatabaseRequests(databaseQueue));
    app.use('/files/*', queueDatabaseRequests(databaseQueue));
    // Not the sandbox pages: their POST waits for the sandbox's notification, which queues itself.
    app.use(`${PAYMENTS_MOUNT}/return/*`, queueDatabaseRequests(databaseQueue));
    app.use(`${PAYMENTS_MOUNT}/notify/*`, queueDatabaseRequests(databaseQueue));
    app.use(`${COURIERS_MOUNT}/*`, queueDatabaseRequests(databaseQueue));
    app.use('/language/*', queueDatabaseRequests(databaseQueue));
  }
  app.use('/graphql', graphqlTransport(config.isDevelopment ? serveGraphiQL : undefined));
  app.use('/graphql', withContext);
  app.use('/api/*', withContext);
  // The staff GraphiQL answers here itself; for anyone else the path goes on to the single-page app.
  app.use('/admin/playground', withContext, async (c, next) => {
    const page = serveStaffPlayground(c, c.var.ctx.viewer);
    if (page) return page;
    await next();
  });
  app.use('/files/ebooks/*', withContext);
  app.use('/files/lessons/*', withContext);

  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      c.var.log.warn({ err: error }, 'The database is unreachable: answered 503');
      return databaseUnavailableAnswer(c);
    }
    c.var.log.error({ err: error }, 'Unhandled error');
    if (c.req.path.startsWith('/api/')) return apiError(c, 500, 'Something went wrong on our side.');
    return c.text('Internal Server Error', 500);
  });

  app.get('/healthz', livenessCheck());
  const probeKey = readinessProbeKey();
  app.get(
    '/readyz',
    readinessCheck(
      {
        database: () => db.ping(),
        ...(services.responseCache.store === 'redis' || services.changes.kind === 'redis'
          ? { redis: async () => void (await Promise.all([services.responseCache.ping(), services.changes.ping()])) }
          : {}),
        storage: async () => {
          await services.storage.put(probeKey, 'ready');
          await services.storage.delete(probeKey);
        },
      },
      lifecycle,
    ),
  );

  app.on(['POST', 'OPTIONS'], '/graphql', async (c) => bufferedAnswer(await yoga.fetch(c.req.raw, { ctx: c.var.ctx })));

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
  api.route('/', invoicesRest());
  api.all('*', (c) => apiError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`, 'Not Found'));
  app.route('/api', api);

  // Before the public files route: ebook files go only to their owners (and previews to anyone), by product id.
  app.route('/files/ebooks', ebookFileRoutes({ storage: services.storage }));
  app.route('/files/lessons', lessonFileRoutes({ storage: services.storage }));
  app.route('/files', filesRoutes({ prisma: db.prisma, storage: services.storage }));
  // Gateway callbacks (cross-site form posts, no session) and the sandbox gateway's pages: outside /api on purpose.
  app.route(PAYMENTS_MOUNT, paymentsRoutes({ prisma: db.prisma, services }));
  // Couriers' webhooks (bearer token, no session): outside /api on purpose.
  app.route(COURIERS_MOUNT, couriersRoutes({ prisma: db.prisma, services }));
  const { recaptcha, google, adPixel, storage } = services.config;
  const thirdParty = {
    recaptchaSiteKey: recaptcha.siteKey,
    googleClientId: google.clientId,
    metaPixelId: adPixel.metaPixelId,
    publicFilesUrl: storage.publicFilesUrl,
  };
  // /tracking/{cn} counts against the tracking query's limit of the client's address (429 past it).
  const pageExists = (pathname: string, c: HonoContext) => trackingPageExists(db.prisma, pathname, remoteInfo(c, config.trustProxy).ip, services.clock.now());
  const marketing = marketingScriptsCache(db.prisma, log);
  // The language switch as a link, for taps before the app's scripts have come (accounts/language.rest.ts).
  app.use('/language/*', withContext);
  app.route('/language', languageRoutes());
  // An ebook's first page in the reader's first HTML (issue 18); the viewer decides the back link and where the book opens.
  app.use('/ebook/:id/read', withContext);
  const firstViews = [
    homeFirstView(db.prisma, options.firstViewCovers),
    sectionFirstView(db.prisma, viewFragmentsOnDisk(config.clientDist, 'section'), options.firstViewCovers),
    readerFirstView({
      prisma: db.prisma,
      storage: services.storage,
      viewerId: (c) => (c.var as Partial<AppVariables>).ctx?.viewer?.id,
      stylesheets: buildStylesheets(config.clientDist, 'src/routes/EbookReaderPage/EbookReaderPage.tsx', /\.reader__/),
    }),
  ];
  const onFirstViewError = (error: unknown) => log.warn({ err: error }, 'A page was sent without its first view: writing it failed');
  // A visitor who has chosen no language and whose browser names neither gets the shop's (admins set it; modules/settings).
  const defaultLocale = () => shopLanguage(db.prisma);
  app.route('/', spaRoutes(config.clientDist, thirdParty, { sourceMaps: config.isDevelopment, pageExists, marketing, firstViews, onFirstViewError, defaultLocale }));

  return Object.assign(app, { yoga, lifecycle });
}

export type App = ReturnType<typeof createApp>;
