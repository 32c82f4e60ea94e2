/** Helpers for cart and coupon tests: extra customers, REST JSON calls, GraphQL cart queries. */
import { randomBytes } from 'node:crypto';
import { registerCustomer, unusedPhone } from './accounts.ts';
import { type TestApp } from './test-app.ts';

/** Registers a new customer through the REST shim; returns the session token and user id. */
export async function newCustomer(t: TestApp, label = 'shopper'): Promise<{ token: string; userId: string }> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  return registerCustomer(t, { name: label, phone: unusedPhone(), email, password: 'secret123' });
}

/** A REST call with a JSON answer. */
export async function restJson(t: TestApp, method: string, path: string, body?: unknown, cookie?: string) {
  const response = await t.rest(method, path, body, { cookie });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export const CART_SUMMARY = `
  id qty deliveryPlace needsDelivery hasStationery joiningId
  totalPrice { amount formatted } discountedAmount { amount } deliveryCharges { amount } netPrice { amount formatted }
  coupon { code label discountType value } couponNotice { code reason message }
  lines { id quantity source variantId variantLabel available maxQuantity unitPrice { amount } lineTotal { amount }
          product { __typename id title kind } }`;

/** The viewer's cart through GraphQL. */
export async function cartQuery(t: TestApp, cookie: string) {
  const result = await t.graphql(`{ cart { ${CART_SUMMARY} } }`, {}, { cookie });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.cart;
}
