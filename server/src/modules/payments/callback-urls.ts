import type { StartPaymentInput } from './providers/types.ts';

/** The browser's way back from any gateway: `/payments/return/{tranId}/{success|fail|cancel}` (GET or form POST). */
export const PAYMENT_RETURN_ROUTE = '/return/:tranId/:outcome';
/** The gateway's server-to-server notification (SSLCommerz IPN, the sandbox's signed notice): `/payments/notify/{tranId}`. */
export const PAYMENT_NOTIFY_ROUTE = '/notify/:tranId';
/** Where payments.rest.ts is mounted; outside /api and /graphql so cross-site gateway form posts reach it. */
export const PAYMENTS_MOUNT = '/payments';

/** The absolute URLs of our server a gateway sends the shopper and its notifications back to, for one attempt. */
export function paymentCallbackUrls(baseUrl: string, tranId: string): StartPaymentInput['urls'] {
  const base = `${baseUrl.replace(/\/+$/, '')}${PAYMENTS_MOUNT}`;
  const id = encodeURIComponent(tranId);
  return {
    success: `${base}/return/${id}/success`,
    fail: `${base}/return/${id}/fail`,
    cancel: `${base}/return/${id}/cancel`,
    notify: `${base}/notify/${id}`,
  };
}
