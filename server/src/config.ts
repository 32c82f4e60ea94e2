import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from './db/postgres-pool.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';

export const PROJECT_ROOT = path.resolve(__dirname, '../..');

/** BODY_LIMIT_KB's default: the largest JSON request body. */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default; docs/configuration.md's table mirrors this. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z
    .string()
    .default('3000')
    .pipe(z.string().regex(/^\d+$/, 'must be a whole number from 0 to 65535'))
    .transform(Number)
    .pipe(z.number().int().max(65535, 'must be a whole number from 0 to 65535')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  STORAGE_DIR: z.string().min(1).optional(),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_KEY_PREFIX: z.string().regex(/^([a-z0-9][a-z0-9-]*\/)?$/, "must be empty or a lower-case folder name ending in '/'").optional(),
  PUBLIC_FILES_URL: z.url().optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(512).default(50),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SHUTDOWN_READINESS_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  WEB_CONCURRENCY: z
    .string()
    .default('1')
    .pipe(z.string().regex(/^(auto|[1-9]\d{0,2})$/, "must be a whole number from 1 to 999, or 'auto' (one process per core)"))
    .transform((v) => (v === 'auto' ? availableParallelism() : Number(v))),
  CLIENT_BUILD: z.enum(['auto', 'always', 'never']).default('auto'),
  PUBLIC_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default('Pathagar'),
  SELLER_NAME: z.string().trim().min(1).max(200).default('Pathagar Books Ltd.'),
  SELLER_ADDRESS: z.string().trim().min(1).max(500).default('38 Banglamotor, Dhaka 1000, Bangladesh'),
  SELLER_PHONE: z.string().trim().max(40).default('+880 1700-000000'),
  SELLER_TRADE_LICENCE: z.string().trim().max(60).default('TRAD/DNCC/000000/2026'),
  SELLER_BIN: z.string().trim().regex(/^[0-9-]{9,20}$/, 'must be the 9 to 13 digit VAT business identification number').default('000000000-0101'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(7 * 24 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  SMS_PROVIDER: z.enum(['outbox', 'bulksmsbd']).default('outbox'),
  SMS_API_URL: z.url().default('https://bulksmsbd.net/api/smsapi'),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  META_PIXEL_ID: z.string().regex(/^\d{5,20}$/, "must be the ad pixel's numeric id").optional(),
  DEMO_ACCOUNTS: flag.optional(),
  DEMO_CATALOG: flag.optional(),
  DEMO_CATALOG_SCALE: z.coerce.number().positive().max(10).default(1),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return typeof parsed === 'string' ? z.NEVER : parsed;
    }),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins = value.split(',').map((o) => o.trim()).filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://shop.example.com` });
        }
      }
      return origins;
    }),
  GRAPHQL_TRUSTED_DOCUMENTS: flag.default(true),
  GRAPHQL_TIME_BUDGET_MS: z.coerce.number().int().positive().max(120_000).default(5_000),
  BODY_LIMIT_KB: z.coerce.number().int().positive().max(10_240).default(DEFAULT_BODY_LIMIT_BYTES / 1024),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().positive().max(10_000).default(64),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().max(1_000).default(DEFAULT_POOL_SIZE),
  DATABASE_PREPARED_STATEMENTS: flag.default(true),
  PAYMENT_SANDBOX: flag.optional(),
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  SSLCOMMERZ_API_URL: z.url().default('https://sandbox.sslcommerz.com'),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  BKASH_API_URL: z.url().default('https://tokenized.sandbox.bka.sh/v1.2.0-beta'),
  COURIER: z.enum(['sandbox', 'steadfast']).default('sandbox'),
  STEADFAST_API_KEY: z.string().min(1).optional(),
  STEADFAST_SECRET_KEY: z.string().min(1).optional(),
  STEADFAST_API_URL: z.url().default('https://portal.packzy.com/api/v1'),
  STEADFAST_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  COURIER_SYNC_SECONDS: z.coerce.number().int().min(10).max(24 * 60 * 60).default(300),
  ORDER_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(60 * 60).default(60),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  RESPONSE_CACHE: z.enum(['memory', 'redis', 'off']).optional(),
  RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(60),
});

export type Env = z.infer<typeof EnvSchema>;

/** The names of every variable the server reads (deploy/pathagar.env.example lists them all: a test checks). */
export const ENVIRONMENT_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[];

export interface SellerDetails {
  name: string;
  address: string;
  phone: string;
  tradeLicence: string;
  bin: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  isDevelopment: boolean;
  host: string;
  port: number;
  /**
   * A PostgreSQL server when DATABASE_URL is set (with the request client's pool size and whether it
   * prepares statements), otherwise the embedded PGlite directory.
   */
  database: { kind: 'postgres'; url: string; poolSize: number; preparedStatements: boolean } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  /**
   * Uploaded and generated files: on the local disk (`dir`) or in an S3-compatible bucket (`s3`);
   * uploads larger than `uploadMaxBytes` are refused; public files are linked at `publicFilesUrl` (a CDN)
   * when set, else served by the shop's /files route.
   */
  storage: {
    dir: string;
    uploadMaxBytes: number;
    s3?: { bucket: string; region: string; endpoint?: string; forcePathStyle: boolean; accessKeyId?: string; secretAccessKey?: string; keyPrefix?: string };
    publicFilesUrl?: string;
  };
  logLevel: Env['LOG_LEVEL'];
  logPretty: boolean;
  shutdownTimeoutMs: number;
  /** How long a stopping process keeps serving (with /readyz at 503) before it closes its connections: a load balancer's check interval. */
  shutdownReadinessGraceMs: number;
  /** How many server processes share the port (node:cluster); more than one needs PostgreSQL. */
  webConcurrency: number;
  clientBuild: Env['CLIENT_BUILD'];
  clientDist: string;
  publicUrl: string | undefined;
  productName: string;
  /** Who sells, as printed on invoices and credit notes (trade licence and VAT BIN). */
  seller: SellerDetails;
  session: { idleMinutes: number; maxDays: number; secureCookie: boolean };
  sms:
    | { provider: 'outbox' }
    | { provider: 'bulksmsbd'; apiUrl: string; apiKey: string; senderId: string };
  /** Verification happens only when a secret is configured; the site key goes to the browser. */
  recaptcha: { siteKey?: string; secret?: string; verifyUrl: string; minScore: number };
  google: { clientId?: string; jwksUrl: string };
  /** The social-media ad pixel the storefront reports to (page views, add-to-cart); off when unset. */
  adPixel: { metaPixelId?: string };
  /** Which X-Forwarded-For hops to believe: none, the last N proxies, or proxies at the listed addresses. */
  trustProxy: TrustProxy;
  /** Origins other than the shop's own that may call /graphql and /api with credentials (none by default). */
  corsOrigins: string[];
  /** GraphQL limits: in production only the client's compiled operations run unless this is off; time budget per request. */
  graphql: { trustedDocuments: boolean; timeBudgetMs: number };
  /** The largest JSON (or other non-upload) request body, in bytes. */
  bodyLimitBytes: number;
  /** PostgreSQL statement_timeout for requests (0 = none); how many requests may wait for the embedded database. */
  databaseLimits: { statementTimeoutMs: number; queueLimit: number };
  /**
   * Online payment gateways: a real one only when its credentials are set; the local sandbox (on by default
   * outside production) is offered as a method and stands in for the gateways that are not configured.
   */
  payments: {
    sandbox: boolean;
    sslcommerz: { storeId: string; storePassword: string; apiUrl: string } | null;
    bkash: { appKey: string; appSecret: string; username: string; password: string; apiUrl: string } | null;
  };
  /** Create the demo accounts of the README (default: only on the embedded database). */
  demoAccounts: boolean;
  /** Fill an empty database with the generated demo catalogue at start-up (default: only on the embedded database); its size, 1 = full. */
  demoCatalog: boolean;
  demoCatalogScale: number;
  /**
   * Couriers: parcels go to `courier` (the local sandbox unless Steadfast is chosen and configured); Steadfast's
   * webhook must carry `webhookToken` as its bearer token; live parcels are asked about every `syncSeconds`.
   */
  shipping: {
    courier: 'sandbox' | 'steadfast';
    steadfast: { apiKey: string; secretKey: string; apiUrl: string; webhookToken: string } | null;
    syncSeconds: number;
  };
  /** Unpaid online orders hold their stock this long; payment gateways send the shopper back to `callbackBaseUrl`. */
  orders: { paymentMinutes: number; callbackBaseUrl: string; reconcileSeconds: number };
  /**
   * Anonymous catalogue answers cached in this process (memory), in Redis shared by every process (the
   * default when REDIS_URL is set), or not at all; each for at most `ttlMs` (exact invalidation aside).
   */
  responseCache: { store: 'memory' | 'redis' | 'off'; ttlMs: number; redisUrl?: string };
}

/** Variables whose values may hold credentials: never echoed in error messages. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMS_API_KEY',
  'RECAPTCHA_SECRET',
  'SSLCOMMERZ_STORE_PASSWORD',
  'BKASH_APP_SECRET',
  'BKASH_PASSWORD',
  'REDIS_URL',
  'S3_SECRET_ACCESS_KEY',
  'STEADFAST_SECRET_KEY',
  'STEADFAST_WEBHOOK_TOKEN',
]);

/** A gateway's credentials come all together or not at all; a partial set names the first missing variable. */
function credentials<K extends keyof Env>(e: Env, gateway: string, names: K[]): boolean {
  const missing = names.filter((name) => e[name] === undefined);
  if (missing.length === names.length) return false;
  if (missing.length > 0) {
    throw new ConfigError([{ variable: missing[0]!, message: `is required with the other ${gateway} settings (${names.join(', ')})` }]);
  }
  return true;
}

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * In production the shop must know its public address: payment gateways send shoppers back to it and
 * text messages link to it. Without it they would go to http://localhost:PORT — the server's own
 * machine, not the shopper's — so start-up stops and says which variable to set.
 */
export function requirePublicUrl(config: Pick<Config, 'env' | 'publicUrl'>): void {
  if (config.env === 'production' && !config.publicUrl) {
    throw new ConfigError([
      { variable: 'PUBLIC_URL', message: 'is required in production: the shop\'s public address (e.g. https://shop.example.com), where payment gateways send shoppers back and text messages link to' },
    ]);
  }
}

/** Validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? '(environment)');
        const got = SECRET_VARIABLES.has(variable) ? '' : ` (got ${JSON.stringify(present[variable] ?? null)})`;
        return { variable, message: `${issue.message}${got}` };
      }),
    );
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'bulksmsbd' && (!e.SMS_API_KEY || !e.SMS_SENDER_ID)) {
    throw new ConfigError([
      { variable: e.SMS_API_KEY ? 'SMS_SENDER_ID' : 'SMS_API_KEY', message: 'is required when SMS_PROVIDER=bulksmsbd' },
    ]);
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError([
      {
        variable: 'WEB_CONCURRENCY',
        message: `is ${e.WEB_CONCURRENCY}, but the embedded database (PGlite) serves one process: set DATABASE_URL to a PostgreSQL server to run several, or WEB_CONCURRENCY=1`,
      },
    ]);
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError([{ variable: 'S3_BUCKET', message: 'is required when STORAGE=s3' }]);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError([{ variable: e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', message: 'is required with the other S3 credential (or leave both out to use the machine role)' }]);
  }
  if (e.RESPONSE_CACHE === 'redis' && !e.REDIS_URL) {
    throw new ConfigError([{ variable: 'REDIS_URL', message: 'is required when RESPONSE_CACHE=redis' }]);
  }
  const sslcommerz = credentials(e, 'SSLCommerz', ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD']);
  const bkash = credentials(e, 'bKash', ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD']);
  const steadfast = credentials(e, 'Steadfast', ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY', 'STEADFAST_WEBHOOK_TOKEN']);
  if (e.COURIER === 'steadfast' && !steadfast) {
    throw new ConfigError([{ variable: 'STEADFAST_API_KEY', message: 'is required when COURIER=steadfast (with STEADFAST_SECRET_KEY and STEADFAST_WEBHOOK_TOKEN)' }]);
  }
  const dataDir = path.resolve(PROJECT_ROOT, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isDevelopment: e.NODE_ENV !== 'production',
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, preparedStatements: e.DATABASE_PREPARED_STATEMENTS }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    storage: {
      dir: e.STORAGE_DIR ? path.resolve(PROJECT_ROOT, e.STORAGE_DIR) : path.join(dataDir, 'files'),
      uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
      s3:
        e.STORAGE === 's3'
          ? {
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              keyPrefix: e.S3_KEY_PREFIX,
            }
          : undefined,
      publicFilesUrl: e.PUBLIC_FILES_URL?.replace(/\/+$/, ''),
    },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ?? (process.stdout.isTTY === true && e.NODE_ENV !== 'production'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownReadinessGraceMs: e.SHUTDOWN_READINESS_GRACE_MS,
    webConcurrency: e.WEB_CONCURRENCY,
    clientBuild: e.CLIENT_BUILD,
    clientDist: path.join(PROJECT_ROOT, 'client/dist'),
    publicUrl: e.PUBLIC_URL,
    productName: e.PRODUCT_NAME,
    seller: { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, phone: e.SELLER_PHONE, tradeLicence: e.SELLER_TRADE_LICENCE, bin: e.SELLER_BIN },
    session: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      maxDays: e.SESSION_MAX_DAYS,
      secureCookie: e.NODE_ENV === 'production',
    },
    sms:
      e.SMS_PROVIDER === 'bulksmsbd'
        ? { provider: 'bulksmsbd', apiUrl: e.SMS_API_URL, apiKey: e.SMS_API_KEY!, senderId: e.SMS_SENDER_ID! }
        : { provider: 'outbox' },
    recaptcha: {
      siteKey: e.RECAPTCHA_SITE_KEY,
      secret: e.RECAPTCHA_SECRET,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    adPixel: { metaPixelId: e.META_PIXEL_ID },
    demoAccounts: e.DEMO_ACCOUNTS ?? !e.DATABASE_URL,
    demoCatalog: e.DEMO_CATALOG ?? !e.DATABASE_URL,
    demoCatalogScale: e.DEMO_CATALOG_SCALE,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    graphql: { trustedDocuments: e.GRAPHQL_TRUSTED_DOCUMENTS, timeBudgetMs: e.GRAPHQL_TIME_BUDGET_MS },
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    databaseLimits: { statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS, queueLimit: e.DATABASE_QUEUE_LIMIT },
    payments: {
      sandbox: e.PAYMENT_SANDBOX ?? e.NODE_ENV !== 'production',
      sslcommerz: sslcommerz
        ? { storeId: e.SSLCOMMERZ_STORE_ID!, storePassword: e.SSLCOMMERZ_STORE_PASSWORD!, apiUrl: e.SSLCOMMERZ_API_URL }
        : null,
      bkash: bkash
        ? {
            appKey: e.BKASH_APP_KEY!,
            appSecret: e.BKASH_APP_SECRET!,
            username: e.BKASH_USERNAME!,
            password: e.BKASH_PASSWORD!,
            apiUrl: e.BKASH_API_URL,
          }
        : null,
    },
    shipping: {
      courier: e.COURIER,
      steadfast: steadfast
        ? { apiKey: e.STEADFAST_API_KEY!, secretKey: e.STEADFAST_SECRET_KEY!, apiUrl: e.STEADFAST_API_URL, webhookToken: e.STEADFAST_WEBHOOK_TOKEN! }
        : null,
      syncSeconds: e.COURIER_SYNC_SECONDS,
    },
    orders: {
      paymentMinutes: e.ORDER_PAYMENT_MINUTES,
      reconcileSeconds: e.PAYMENT_RECONCILE_SECONDS,
      callbackBaseUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    },
    responseCache: {
      store: e.RESPONSE_CACHE ?? (e.REDIS_URL ? 'redis' : 'memory'),
      ttlMs: e.RESPONSE_CACHE_TTL_SECONDS * 1000,
      redisUrl: e.REDIS_URL,
    },
  };
}
