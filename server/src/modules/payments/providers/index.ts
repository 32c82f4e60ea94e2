import type { Config } from '../../../config.ts';
import { BkashProvider } from './bkash.ts';
import { SandboxGateway, SandboxProvider } from './sandbox.ts';
import { SslCommerzProvider } from './sslcommerz.ts';
import { PaymentProviderError, type OnlinePaymentMethod, type PaymentProvider } from './types.ts';

export type PaymentProviders = Record<OnlinePaymentMethod, PaymentProvider>;

const LABELS: Record<OnlinePaymentMethod, string> = { SSLCOMMERZ: 'SSLCommerz', BKASH: 'bKash', SANDBOX: 'Sandbox' };

/** A method this shop does not offer (not configured, sandbox off): every call says so, and the order stays payable. */
export class UnavailableProvider implements PaymentProvider {
  constructor(readonly method: OnlinePaymentMethod) {}

  async startPayment(): Promise<never> {
    throw new PaymentProviderError(`${LABELS[this.method]} payments are not available in this shop`, this.method);
  }

  async verify(): Promise<never> {
    return this.startPayment();
  }

  async refund(): Promise<never> {
    return this.startPayment();
  }

  async refundStatus(): Promise<never> {
    return this.startPayment();
  }
}

/** Whether the shop offers this method (checkout lists only these). */
export function isPaymentMethodEnabled(providers: PaymentProviders, method: OnlinePaymentMethod): boolean {
  return !(providers[method] instanceof UnavailableProvider);
}

/**
 * The provider for each online method: the real gateway when its credentials are configured, otherwise the
 * local sandbox standing in for it when the sandbox is on (the default outside production), otherwise none.
 */
export function createPaymentProviders(config: Config['payments'], sandbox: SandboxGateway): PaymentProviders {
  const standIn = (method: OnlinePaymentMethod) =>
    config.sandbox ? new SandboxProvider(method, sandbox) : new UnavailableProvider(method);
  return {
    SANDBOX: standIn('SANDBOX'),
    SSLCOMMERZ: config.sslcommerz ? new SslCommerzProvider(config.sslcommerz) : standIn('SSLCOMMERZ'),
    BKASH: config.bkash ? new BkashProvider(config.bkash) : standIn('BKASH'),
  };
}

export { SandboxGateway };
