import type { StartPaymentInput } from './providers/types.ts';

/** The browser's way back from any gateway: `/payments/return/{tranId}/{success|fail|cancel}` (GET or form POST). */
export const PAYMENT_RETURN_ROUTE = '/return/:tranId/:outcome';
/** The gateway's server-to-server notification (SSLCommerz IPN, the sandbox's signed notice): `/payments/notify/{tranId}`. */
export const PAYMENT_NOTIFY_ROUTE = '/notify/:tranId';
/** Where payments.rest.ts is mounted; outside /api and /graphql so cross-site gateway form posts reach it. */
export const PAYMENTS_MOUNT = '/payments';

/**
 * The absolute URLs of our server a gateway sends the shopper and its notifications back to, for one
 * attempt. The shopper's browser returns to `returnBase` when given (the address they used, checked:
 * http/return-origin.ts); the gateway's own server always notifies the configured address.
 */
export function paymentCallbackUrls(baseUrl: string, tranId: string, returnBase = baseUrl): StartPaymentInput['urls'] {
  const base = `${baseUrl.replace(/\/+$/, '')}${PAYMENTS_MOUNT}`;
  const back = `${returnBase.replace(/\/+$/, '')}${PAYMENTS_MOUNT}`;
  const id = encodeURIComponent(tranId);
  return {
    success: `${back}/return/${id}/success`,
    fail: `${back}/return/${id}/fail`,
    cancel: `${back}/return/${id}/cancel`,
    notify: `${base}/notify/${id}`,
  };
}
