import type { ChangeBus } from './change-bus.ts';
import type { Config } from './config.ts';
import type { Clock } from './shared/clock.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { ResponseCache } from './graphql/response-cache.ts';
import type { ResponseCookies } from './http/response-cookies.ts';
import type { Logger } from './logger.ts';
import type { Viewer } from './viewer.ts';
import type { Locale } from './shared/i18n/locale.ts';
import type { CaptchaVerifier } from './modules/accounts/integrations/captcha.ts';
import type { GoogleIdTokenVerifier } from './modules/accounts/integrations/google.ts';
import type { SmsGateway } from './modules/accounts/integrations/sms.ts';
import type { PaymentProviders, SandboxGateway } from './modules/payments/providers/index.ts';
import type { SessionCache } from './modules/accounts/session-cache.ts';
import type { Couriers } from './modules/shipping/couriers/index.ts';
import type { FileStorage } from './modules/storage/file-storage.ts';

export type { Viewer } from './viewer.ts';

/** Where a request came from, for rate limits and the audit log. */
export interface RemoteInfo {
  ip: string;
  userAgent: string;
}

/** Outside services and settings the request handlers use; tests swap them for local ones. */
export interface Services {
  config: Pick<Config, 'session' | 'productName' | 'isDevelopment' | 'adPixel' | 'orders'> & {
    storage: Pick<Config['storage'], 'uploadMaxBytes' | 'publicFilesUrl'>;
    google: Pick<Config['google'], 'clientId'>;
    recaptcha: Pick<Config['recaptcha'], 'siteKey'>;
    /** PUBLIC_URL (http/return-origin.ts: with it, payments always return there). */
    publicUrl?: string;
  };
  sms: SmsGateway;
  captcha: CaptchaVerifier;
  google: GoogleIdTokenVerifier;
  /** Covers, photos, sample pages and ebook files. */
  storage: FileStorage;
  /** The gateway behind each online payment method (see createPaymentProviders). */
  payments: PaymentProviders;
  /** The local sandbox gateway whose payment page our server shows. */
  paymentSandbox: SandboxGateway;
  /** The couriers parcels go to (the local sandbox unless configured otherwise). */
  couriers: Couriers;
  /** Cached anonymous catalogue answers; services invalidate what they change once it has committed. */
  responseCache: ResponseCache;
  /** Tells the other server processes what changed in what they keep in memory (change-bus.ts). */
  changes: ChangeBus;
  /** Sessions resolved lately, dropped on revocation here and, through `changes`, everywhere (session-cache.ts). */
  sessions: SessionCache;
  /** The time the rate limits and code expiry count with (tests control it). */
  clock: Clock;
}

/** Per-request context shared by GraphQL resolvers and REST handlers. */
export interface Context {
  prisma: PrismaClient;
  log: Logger;
  requestId: string;
  remote: RemoteInfo;
  viewer: Viewer | null;
  session: { id: string } | null;
  cookies: ResponseCookies;
  /** The cookies the request carried (the session cookie is already read into `session`/`viewer`). */
  requestCookies: Readonly<Record<string, string>>;
  services: Services;
  /**
   * Outside production without PUBLIC_URL: the origin the shopper's browser used, checked
   * (http/return-origin.ts), for payment gateways to send them back to; absent otherwise.
   */
  returnOrigin?: string | null;
  /** The interface language the request asks for (the language cookie, else Accept-Language); null when it names none. */
  locale?: Locale | null;
}
