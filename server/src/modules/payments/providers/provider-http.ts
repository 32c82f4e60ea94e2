import { fetchJsonObject, outsideMessage } from '../../../http/outside-json.ts';
import { PaymentProviderError, type OnlinePaymentMethod } from './types.ts';

/** How long one call to a gateway may take before the shop gives up (bKash's execute has its own, longer limit: bkash.ts). */
export const PROVIDER_TIMEOUT_MS = 20_000;

export interface ProviderHttp {
  provider: OnlinePaymentMethod;
  /** Shown in messages ("SSLCommerz: …"). */
  label: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Credentials that must never reach a message or a log, even when a gateway echoes the request. */
  secrets: string[];
  /** Makes the signal that ends a call after `ms` (default AbortSignal.timeout). */
  timeoutSignal?: (ms: number) => AbortSignal;
}

/** Calls a gateway and returns its JSON object; every failure (timeout, network, HTTP error, not JSON) is a PaymentProviderError. */
export function requestJson(http: ProviderHttp, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  return fetchJsonObject({ ...http, noun: 'the gateway' }, url, init, (detail) => providerError(http, detail));
}

/** A PaymentProviderError naming the gateway, with every configured secret blanked out. */
export function providerError(http: Pick<ProviderHttp, 'provider' | 'label' | 'secrets'>, detail: string): PaymentProviderError {
  return new PaymentProviderError(outsideMessage(http, detail), http.provider);
}

/** A field of a gateway's answer as a string ('' when missing); numbers are accepted as their decimal text. */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
