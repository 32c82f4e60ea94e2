import type { ProductKind } from '../../generated/prisma/client.ts';

/** What decides where the shopper lands after paying: the attempt and its order's lines. */
export interface PaidAttemptSummary {
  tranId: string;
  lines: { kind: ProductKind }[];
}

/**
 * The seed's success page for a paid attempt: a single ebook → `/ebook/payment/{tranId}/success`, a single
 * course (content) → `/content/payment/{tranId}/success`, anything else → `/payment/{tranId}/success`.
 */
export function paymentSuccessPath({ tranId, lines }: PaidAttemptSummary): string {
  const id = encodeURIComponent(tranId);
  const only = lines.length === 1 ? lines[0]!.kind : null;
  if (only === 'EBOOK') return `/ebook/payment/${id}/success`;
  if (only === 'CONTENT') return `/content/payment/${id}/success`;
  return `/payment/${id}/success`;
}

/** The seed's failure page; the order (by number) stays payable, so the page can offer to pay again. */
export function paymentFailedPath(orderNumber: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(orderNumber ? { order: orderNumber } : {}), ...extra }).toString();
  return query ? `/payment/failed?${query}` : '/payment/failed';
}
