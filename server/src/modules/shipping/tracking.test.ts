/** /tracking/{cn}: the public view of a parcel through GraphQL, and the page's HTTP status. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInAs } from '../../../test/accounts.ts';
import { ADVANCE, placedCodOrder, SHIP } from '../../../test/shipping-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';
import { maskPhone, TRACKING_LIMIT } from './tracking.service.ts';

let t: TestApp;
let cn: string;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  // The lookups count on a clock that stands still: two answers of one test say the same wait, however fast it runs.
  t = await startTestApp({ clientDist: dist, services: { clock: new ManualClock() } });
  const admin = await signInAs(t, 'admin');
  const { gid } = await placedCodOrder(t, { phone: '01912345678' });
  const { data } = await t.graphql(SHIP, { ids: [gid] }, { cookie: admin });
  cn = data!.shipOrders.results[0].shipment.cn;
  await t.graphql(ADVANCE, { cn, step: 'picked_up' }, { cookie: admin });
  await t.graphql(ADVANCE, { cn, step: 'hold' }, { cookie: admin });
});
afterAll(() => t.close());

const TRACK = `query($cn: String!) { parcelTracking(cn: $cn) { __typename
  ... on QueryParcelTrackingSuccess { data { cn courier status statusLabel maskedPhone expectedDeliveryAt events { statusLabel message } } }
  ... on Error { message } } }`;

it('shows the timeline, the courier, the expected delivery and a masked phone to anyone', async () => {
  const { data } = await t.graphql(TRACK, { cn }, { ip: '192.0.2.1' });
  expect(data!.parcelTracking).toEqual({
    __typename: 'QueryParcelTrackingSuccess',
    data: {
      cn,
      courier: 'Sandbox courier',
      status: 'HOLD',
      statusLabel: 'On hold',
      maskedPhone: '019•••••678',
      expectedDeliveryAt: expect.any(String),
      events: [
        { statusLabel: 'Handed to the courier', message: 'Handed to the courier' },
        { statusLabel: 'Picked up', message: 'Picked up from the shop' },
        { statusLabel: 'On hold', message: 'Held at the hub: the rider could not reach the customer' },
      ],
    },
  });
  expect(maskPhone('01712345678')).toBe('017•••••678');
});

it('answers not found for an unknown or malformed consignment id', async () => {
  for (const bad of ['123456789', '', '<script>', 'a'.repeat(200), '../../etc']) {
    const { data } = await t.graphql(TRACK, { cn: bad }, { ip: '192.0.2.2' });
    expect(data!.parcelTracking).toEqual({ __typename: 'NotFoundError', message: 'There is no parcel with this tracking number. Check the number in your text message.' });
  }
  // NUL never reaches the resolver: the edge refuses it as bad input (graphql limits).
  const { errors } = await t.graphql(TRACK, { cn: '\u0000' }, { ip: '192.0.2.2' });
  expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});

it('answers the page with 200 for a known parcel and the 404 page for others', async () => {
  expect((await t.app.request(`/tracking/${cn}`)).status).toBe(200);
  for (const bad of ['/tracking/123456789', '/tracking/%00', '/tracking/%3Cscript%3E', '/tracking/<script>', '/tracking/%E0%A4%A']) {
    const response = await t.app.request(bad);
    expect([bad, response.status]).toEqual([bad, 404]);
    expect(await response.text()).toContain('<div id="root">');
  }
});

it('limits lookups from one address', async () => {
  const ip = '192.0.2.77';
  for (let i = 0; i < TRACKING_LIMIT.max; i++) await t.db.prisma.rateLimitHit.create({ data: { bucket: `tracking:ip:${ip}` } });
  const { data } = await t.graphql(TRACK, { cn }, { ip });
  expect(data!.parcelTracking).toMatchObject({ __typename: 'TooManyAttemptsError', message: expect.stringMatching(/^Too many tracking lookups\. Try again in \d+ minutes?\.$/) });
  expect((await t.graphql(TRACK, { cn }, { ip: '192.0.2.78' })).data!.parcelTracking.__typename).toBe('QueryParcelTrackingSuccess');
});

it('counts /tracking/{cn} pages against the same limit as the query: past it, a 429 page for any parcel, known or not', async () => {
  const ip = '192.0.2.90';
  const page = (path: string, from = ip) => t.app.request(path, { headers: { 'x-forwarded-for': from } });
  // Half the limit in queries, half in pages (of a known and an unknown parcel): one budget.
  for (let i = 0; i < TRACKING_LIMIT.max / 2; i++) await t.graphql(TRACK, { cn }, { ip });
  for (let i = 0; i < TRACKING_LIMIT.max / 2; i++) {
    const response = await page(i % 2 ? `/tracking/${cn}` : '/tracking/123456789');
    expect(response.status).toBe(i % 2 ? 200 : 404);
  }
  const known = await page(`/tracking/${cn}`);
  const unknown = await page('/tracking/123456789');
  for (const response of [known, unknown]) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // The app's page (it shows the query's TooManyAttemptsError), the same for both.
    expect(await response.text()).toContain('<div id="root">');
  }
  expect(known.headers.get('retry-after')).toBe(unknown.headers.get('retry-after'));
  expect((await t.graphql(TRACK, { cn }, { ip })).data!.parcelTracking.__typename).toBe('TooManyAttemptsError');
  // Other addresses, and pages that are no lookup, are not held back.
  expect((await page(`/tracking/${cn}`, '192.0.2.91')).status).toBe(200);
  expect((await page('/', ip)).status).toBe(200);
});
