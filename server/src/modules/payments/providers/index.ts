import type { Config } from '../../../config.ts';
import { formatTaka } from '../../../shared/money.ts';
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

  async queryPayment(): Promise<never> {
    return this.startPayment();
  }

  async refund(): Promise<never> {
    return this.startPayment();
  }

  async refundStatus(): Promise<never> {
    return this.startPayment();
  }
}

/**
 * The amounts each gateway takes, in poisha. SSLCommerz: "The transaction amount must be from 10.00 BDT to
 * 500000.00 BDT" (official library, total_amount); below or above it the gateway refuses the session.
 */
export const PAYMENT_METHOD_LIMITS: Partial<Record<OnlinePaymentMethod, { minPoisha: number; maxPoisha: number }>> = {
  SSLCOMMERZ: { minPoisha: 1_000, maxPoisha: 50_000_000 },
};

/**
 * Why `method` cannot take a payment of `amountPoisha` (outside its gateway's limits), or null when it can.
 * Nothing to pay (0) is never refused: no gateway is involved.
 */
export function amountUnavailableReason(method: string, amountPoisha: number): string | null {
  const limits = PAYMENT_METHOD_LIMITS[method as OnlinePaymentMethod];
  if (!limits || amountPoisha === 0) return null;
  const label = LABELS[method as OnlinePaymentMethod];
  if (amountPoisha < limits.minPoisha) return `${label} takes payments of ${formatTaka(limits.minPoisha)} or more; this order is ${formatTaka(amountPoisha)}.`;
  if (amountPoisha > limits.maxPoisha) return `${label} takes payments of up to ${formatTaka(limits.maxPoisha)}; this order is ${formatTaka(amountPoisha)}.`;
  return null;
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
