import path from 'node:path';
import { z } from 'zod';

export const PROJECT_ROOT = path.resolve(__dirname, '../..');

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default; the README's table mirrors this. */
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
  UPLOAD_MAX_MB: z.coerce.number().positive().max(512).default(50),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  CLIENT_BUILD: z.enum(['auto', 'always', 'never']).default('auto'),
  PUBLIC_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default('Pathagar'),
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
  TRUST_PROXY: flag.default(false),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isDevelopment: boolean;
  host: string;
  port: number;
  /** A PostgreSQL server when DATABASE_URL is set, otherwise the embedded PGlite directory. */
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  /** Uploaded and generated files on the local disk; uploads larger than `uploadMaxBytes` are refused. */
  storage: { dir: string; uploadMaxBytes: number };
  logLevel: Env['LOG_LEVEL'];
  logPretty: boolean;
  shutdownTimeoutMs: number;
  clientBuild: Env['CLIENT_BUILD'];
  clientDist: string;
  publicUrl: string | undefined;
  productName: string;
  session: { idleMinutes: number; maxDays: number; secureCookie: boolean };
  sms:
    | { provider: 'outbox' }
    | { provider: 'bulksmsbd'; apiUrl: string; apiKey: string; senderId: string };
  /** Verification happens only when a secret is configured; the site key goes to the browser. */
  recaptcha: { siteKey?: string; secret?: string; verifyUrl: string; minScore: number };
  google: { clientId?: string; jwksUrl: string };
  /** The social-media ad pixel the storefront reports to (page views, add-to-cart); off when unset. */
  adPixel: { metaPixelId?: string };
  /** Take the client's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Create the demo accounts of the README (default: only on the embedded database). */
  demoAccounts: boolean;
  /** Fill an empty database with the generated demo catalogue at start-up (default: only on the embedded database); its size, 1 = full. */
  demoCatalog: boolean;
  demoCatalogScale: number;
}

/** Variables whose values may hold credentials: never echoed in error messages. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMS_API_KEY', 'RECAPTCHA_SECRET']);

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
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
  const dataDir = path.resolve(PROJECT_ROOT, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isDevelopment: e.NODE_ENV !== 'production',
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    storage: {
      dir: e.STORAGE_DIR ? path.resolve(PROJECT_ROOT, e.STORAGE_DIR) : path.join(dataDir, 'files'),
      uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ?? (process.stdout.isTTY === true && e.NODE_ENV !== 'production'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    clientBuild: e.CLIENT_BUILD,
    clientDist: path.join(PROJECT_ROOT, 'client/dist'),
    publicUrl: e.PUBLIC_URL,
    productName: e.PRODUCT_NAME,
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
  };
}
