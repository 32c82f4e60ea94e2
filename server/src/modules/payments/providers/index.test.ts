import { ConfigError, loadConfig } from '../../../config.ts';
import { BkashProvider } from './bkash.ts';
import { createPaymentProviders, isPaymentMethodEnabled, SandboxGateway } from './index.ts';
import { SandboxProvider } from './sandbox.ts';
import { SslCommerzProvider } from './sslcommerz.ts';
import { PaymentProviderError } from './types.ts';

const providersFor = (env: NodeJS.ProcessEnv) => createPaymentProviders(loadConfig(env).payments, new SandboxGateway());

describe('payment providers from the configuration', () => {
  it('runs every online method through the sandbox by default outside production', () => {
    const providers = providersFor({});
    for (const method of ['SANDBOX', 'SSLCOMMERZ', 'BKASH'] as const) {
      expect(providers[method]).toBeInstanceOf(SandboxProvider);
      expect(providers[method].method).toBe(method);
    }
  });

  it('uses the real gateways once configured, with the documented sandbox hosts by default', () => {
    const config = loadConfig({
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'pw',
      BKASH_APP_KEY: 'k',
      BKASH_APP_SECRET: 's',
      BKASH_USERNAME: 'u',
      BKASH_PASSWORD: 'p',
    });
    expect(config.payments.sslcommerz).toEqual({ storeId: 'store', storePassword: 'pw', apiUrl: 'https://sandbox.sslcommerz.com' });
    expect(config.payments.bkash?.apiUrl).toBe('https://tokenized.sandbox.bka.sh/v1.2.0-beta');
    const providers = createPaymentProviders(config.payments, new SandboxGateway());
    expect(providers.SSLCOMMERZ).toBeInstanceOf(SslCommerzProvider);
    expect(providers.BKASH).toBeInstanceOf(BkashProvider);
  });

  it('offers nothing unconfigured in production: no sandbox standing in for real money', async () => {
    const providers = providersFor({ NODE_ENV: 'production', SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'pw' });
    expect(isPaymentMethodEnabled(providers, 'SSLCOMMERZ')).toBe(true);
    expect(isPaymentMethodEnabled(providers, 'BKASH')).toBe(false);
    expect(isPaymentMethodEnabled(providers, 'SANDBOX')).toBe(false);
    await expect(providers.BKASH.startPayment({} as never)).rejects.toThrow(new PaymentProviderError('bKash payments are not available in this shop', 'BKASH'));
  });

  it('refuses a partial set of credentials, naming the missing variable and never echoing a secret', () => {
    const failure = (() => {
      try {
        return loadConfig({ BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 'very-secret' });
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).problems).toEqual([
      { variable: 'BKASH_USERNAME', message: 'is required with the other bKash settings (BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD)' },
    ]);
    expect((failure as Error).message).not.toContain('very-secret');
  });
});
