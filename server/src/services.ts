import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { createCaptchaVerifier } from './modules/accounts/integrations/captcha.ts';
import { createGoogleVerifier } from './modules/accounts/integrations/google.ts';
import { createSmsGateway } from './modules/accounts/integrations/sms.ts';
import { createPaymentProviders, SandboxGateway } from './modules/payments/providers/index.ts';
import { LocalDiskStorage } from './modules/storage/file-storage.ts';

/** The outside services the configuration asks for (local sandboxes unless configured otherwise). */
export function createServices(config: Config): Services {
  const paymentSandbox = new SandboxGateway();
  return {
    config,
    sms: createSmsGateway(config.sms),
    captcha: createCaptchaVerifier(config.recaptcha),
    google: createGoogleVerifier(config.google),
    storage: new LocalDiskStorage(config.storage.dir),
    payments: createPaymentProviders(config.payments, paymentSandbox),
    paymentSandbox,
  };
}
