import { paymentCallbackUrls } from '../callback-urls.ts';
import type { StartPaymentInput } from './types.ts';

/** A start-payment request as the orders service makes it, for adapter tests. */
export function startInput(tranId: string, amountPoisha: number): StartPaymentInput {
  return {
    tranId,
    amountPoisha,
    orderNumber: 'PG-2026-000123',
    description: '2 item(s) from order PG-2026-000123',
    itemCount: 2,
    customer: { name: 'Rahim Uddin', phone: '01712345678', email: 'rahim@example.com', address: 'House 1, Road 2, Dhanmondi' },
    urls: paymentCallbackUrls('https://shop.example', tranId),
  };
}
