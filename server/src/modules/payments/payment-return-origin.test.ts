/**
 * Issue 34 item 2: outside production without PUBLIC_URL, a payment started from http://127.0.0.1 (or
 * a LAN address) comes back to that address, where the shopper's session cookie lives — not to the
 * configured http://localhost address. A forged Host cannot send the return anywhere else.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { CSRF_HEADER } from '../../graphql/transport.ts';
import { taka } from '../../shared/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Starts the payment of a fresh unpaid ebook order from a browser at `host` (Origin `origin`); the gateway's redirect URL. */
async function startFrom(host: string, origin: string): Promise<string> {
  const { token, userId } = await newCustomer(t, 'return-origin');
  const ebook = await createEbook(t.db.prisma, { title: `Return Origin ${Math.random()}`, price: taka(120) });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  const response = await t.app.request(`http://${host}/graphql`, {
    method: 'POST',
    headers: { host, origin, cookie: `pathagar_session=${token}`, 'content-type': 'application/json', [CSRF_HEADER]: '1', 'x-forwarded-for': '203.0.113.20' },
    body: JSON.stringify({
      query: `mutation($id: ID!) { startOrderPayment(input: { orderId: $id }) { __typename ... on MutationStartOrderPaymentSuccess { data { redirectUrl } } } }`,
      variables: { id: encodeGlobalID('Order', order.id) },
    }),
  });
  const { data, errors } = (await response.json()) as { data: { startOrderPayment: { __typename: string; data: { redirectUrl: string } } }; errors?: unknown };
  expect(errors).toBeUndefined();
  expect(data.startOrderPayment.__typename).toBe('MutationStartOrderPaymentSuccess');
  return data.startOrderPayment.data.redirectUrl;
}

/** Pays on the sandbox page and returns where the gateway sends the browser back. */
async function payAndReturn(redirectUrl: string): Promise<string> {
  const page = new URL(redirectUrl);
  const paid = await t.app.request(page.pathname, {
    method: 'POST',
    headers: { host: page.host, origin: page.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=PAID',
  });
  expect(paid.status).toBe(303);
  return paid.headers.get('location')!;
}

it('sends the shopper who opened the shop at 127.0.0.1 back to 127.0.0.1, and one at a LAN address back to it', async () => {
  // The test app's configured address is http://shop.test (port 80): the shopper used another host on that port.
  const loopback = await startFrom('127.0.0.1', 'http://127.0.0.1');
  expect(loopback).toMatch(/^http:\/\/127\.0\.0\.1\/payments\/sandbox\/pay\//);
  expect(await payAndReturn(loopback)).toMatch(/^http:\/\/127\.0\.0\.1\/payments\/return\/[^/]+\/success\?/);

  const lan = await startFrom('192.168.1.23', 'http://192.168.1.23');
  expect(await payAndReturn(lan)).toMatch(/^http:\/\/192\.168\.1\.23\/payments\/return\//);
});

it('keeps the configured address for a forged or public Host (no open redirect)', async () => {
  for (const [host, origin] of [
    ['evil.example', 'http://evil.example'],
    ['203.0.113.9', 'http://203.0.113.9'],
  ] as const) {
    const redirect = await startFrom(host, origin);
    expect(redirect).toMatch(/^http:\/\/shop\.test\/payments\/sandbox\/pay\//);
    expect(await payAndReturn(redirect)).toMatch(/^http:\/\/shop\.test\/payments\/return\//);
  }
});
