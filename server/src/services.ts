import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { createResponseCache } from './graphql/response-cache.ts';
import type { Logger } from './logger.ts';
import { createCaptchaVerifier } from './modules/accounts/integrations/captcha.ts';
import { createGoogleVerifier } from './modules/accounts/integrations/google.ts';
import { createSmsGateway } from './modules/accounts/integrations/sms.ts';
import { createPaymentProviders, SandboxGateway } from './modules/payments/providers/index.ts';
import { LocalDiskStorage } from './modules/storage/file-storage.ts';
import { systemClock } from './shared/clock.ts';

/** Where service warnings go when the caller has no logger (the benches). */
const consoleLog = {
  warn: (details: object, message: string) => console.warn(message, details),
  error: (details: object, message: string) => console.error(message, details),
} as Pick<Logger, 'warn' | 'error'>;

/** The outside services the configuration asks for (local sandboxes unless configured otherwise). */
export function createServices(config: Config, log: Pick<Logger, 'warn' | 'error'> = consoleLog): Services {
  const paymentSandbox = new SandboxGateway();
  return {
    config,
    sms: createSmsGateway(config.sms),
    captcha: createCaptchaVerifier(config.recaptcha),
    google: createGoogleVerifier(config.google),
    storage: new LocalDiskStorage(config.storage.dir),
    payments: createPaymentProviders(config.payments, paymentSandbox),
    paymentSandbox,
    responseCache: createResponseCache({ ...config.responseCache, log }),
    clock: systemClock,
  };
}
