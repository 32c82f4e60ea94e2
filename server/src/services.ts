import { createChangeBus } from './change-bus.ts';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { createResponseCache } from './graphql/response-cache.ts';
import type { Logger } from './logger.ts';
import { createCaptchaVerifier } from './modules/accounts/integrations/captcha.ts';
import { createGoogleVerifier } from './modules/accounts/integrations/google.ts';
import { createSmsGateway } from './modules/accounts/integrations/sms.ts';
import { SessionCache } from './modules/accounts/session-cache.ts';
import { createPaymentProviders, SandboxGateway } from './modules/payments/providers/index.ts';
import { followSectionChanges } from './modules/catalog/section-tree.ts';
import { followShopSettingsChanges } from './modules/settings/shop-language.ts';
import { createFileStorage } from './modules/storage/create-file-storage.ts';
import { linkPublicFilesAt } from './modules/storage/file-storage.ts';
import { createCouriers } from './modules/shipping/couriers/index.ts';
import { systemClock } from './shared/clock.ts';

/** Where service warnings go when the caller has no logger (the benches). */
const consoleLog = {
  warn: (details: object, message: string) => console.warn(message, details),
  error: (details: object, message: string) => console.error(message, details),
} as Pick<Logger, 'warn' | 'error'>;

/** The outside services the configuration asks for (local sandboxes unless configured otherwise). */
export function createServices(config: Config, log: Pick<Logger, 'warn' | 'error'> = consoleLog): Services {
  const paymentSandbox = new SandboxGateway();
  const changes = createChangeBus({
    redisUrl: config.responseCache.redisUrl,
    postgresUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
    log,
  });
  followSectionChanges(changes);
  followShopSettingsChanges(changes);
  linkPublicFilesAt(config.storage.publicFilesUrl);
  return {
    config,
    sms: createSmsGateway(config.sms),
    captcha: createCaptchaVerifier(config.recaptcha),
    google: createGoogleVerifier(config.google),
    storage: createFileStorage(config.storage),
    payments: createPaymentProviders(config.payments, paymentSandbox),
    paymentSandbox,
    couriers: createCouriers(config.shipping),
    responseCache: createResponseCache({ ...config.responseCache, log, changes }),
    changes,
    sessions: new SessionCache({ changes, clock: systemClock, log }),
    clock: systemClock,
  };
}
