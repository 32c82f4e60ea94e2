/** Marketing settings (issue 20.6): admins save pixels, container and analytics ids; bad ids change nothing; the storefront reads only what is on. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createResponseCache } from '../../graphql/response-cache.ts';

const UPDATE = `mutation Update($input: UpdateMarketingSettingsInput!) {
  updateMarketingSettings(input: $input) {
    __typename
    ... on MutationUpdateMarketingSettingsSuccess { settings { pixels { kind pixelId pathPatterns enabled } tagManagerId tagManagerEnabled analyticsProjectId analyticsEnabled } }
    ... on ValidationError { fields { field message } }
  }
}`;
const SETTINGS = '{ marketingSettings { pixels { kind pixelId pathPatterns enabled } tagManagerId tagManagerEnabled analyticsProjectId analyticsEnabled } }';
const TRACKERS = '{ marketingTrackers { pixels { kind pixelId pathPatterns } tagManagerId analyticsProjectId } }';

const GOOD = {
  pixels: [
    { kind: 'META', pixelId: '123456789012345', pathPatterns: ['/book/**', '!/book/13'] },
    { kind: 'GOOGLE_ADS', pixelId: 'AW-123456789', pathPatterns: [], enabled: false },
  ],
  tagManagerId: 'GTM-ABC1234',
  tagManagerEnabled: true,
  analyticsProjectId: 'abcd1234ef',
  analyticsEnabled: false,
};

function fakeClientBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  return dist;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  const responseCache = createResponseCache({ store: 'memory', ttlMs: 60_000, redisUrl: undefined, keyPrefix: 'marketing.', log: pino({ level: 'silent' }) });
  t = await startTestApp({ clientDist: fakeClientBuild(), services: { responseCache } });
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

async function save(input: unknown) {
  const { data, errors } = await t.graphql(UPDATE, { input }, { cookie: admin });
  expect(errors).toBeUndefined();
  return data!.updateMarketingSettings;
}
const trackers = async () => (await t.graphql(TRACKERS)).data!.marketingTrackers;
const policy = async () => (await t.app.request('/book/1')).headers.get('Content-Security-Policy')!;

it('starts with nothing configured: no tracker for the storefront, no tracker host in the page policy', async () => {
  expect(await trackers()).toEqual({ pixels: [], tagManagerId: null, analyticsProjectId: null });
  expect(await policy()).not.toMatch(/facebook|googletagmanager|clarity/);
});

it('saves pixels, container and analytics; the storefront sees only what is switched on; audited', async () => {
  // Read once anonymously so the response cache holds the empty answer the save must invalidate.
  expect((await trackers()).pixels).toEqual([]);
  const result = await save(GOOD);
  expect(result.__typename).toBe('MutationUpdateMarketingSettingsSuccess');
  expect(result.settings).toEqual({ ...GOOD, pixels: [{ ...GOOD.pixels[0], enabled: true }, GOOD.pixels[1]] });
  expect((await t.graphql(SETTINGS, {}, { cookie: admin })).data!.marketingSettings).toEqual(result.settings);

  expect(await trackers()).toEqual({
    pixels: [{ kind: 'META', pixelId: '123456789012345', pathPatterns: ['/book/**', '!/book/13'] }],
    tagManagerId: 'GTM-ABC1234',
    analyticsProjectId: null,
  });
  const csp = await policy();
  expect(csp).toContain('https://connect.facebook.net');
  expect(csp).toContain('https://www.googletagmanager.com');
  expect(csp).not.toContain('clarity.ms');
  expect(csp).not.toContain('googleadservices');

  const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'marketing.settings_updated' }, orderBy: { createdAt: 'desc' } });
  expect(audit.details).toMatchObject({ tagManagerId: 'GTM-ABC1234', pixels: [{ pixelId: '123456789012345' }, { pixelId: 'AW-123456789' }] });
});

it.each([
  ['script text as a pixel id', { pixels: [{ kind: 'META', pixelId: '<script>alert(1)</script>' }] }, 'pixels.0.pixelId', /15 or 16 digits/],
  ['a Meta id given as Google Ads', { pixels: [{ kind: 'GOOGLE_ADS', pixelId: '123456789012345' }] }, 'pixels.0.pixelId', /AW-/],
  ['a pattern without its slash', { pixels: [{ kind: 'META', pixelId: '123456789012345', pathPatterns: ['/ok', 'books'] }] }, 'pixels.0.pathPatterns.1', /starts with \//],
  // Issue 29.14: patterns built to make a matcher work hard are refused with a reason.
  ['/** forty times', { pixels: [{ kind: 'META', pixelId: '123456789012345', pathPatterns: [`${'/**'.repeat(40)}/x`] }] }, 'pixels.0.pathPatterns.0', /Write \*\* once/],
  ['/*a*a*a… (many wildcards)', { pixels: [{ kind: 'META', pixelId: '123456789012345', pathPatterns: ['/ok', `/${'*a'.repeat(50)}`] }] }, 'pixels.0.pathPatterns.1', /at most 8 wildcards/],
  ['the same pixel twice', { pixels: [GOOD.pixels[0], GOOD.pixels[0]] }, 'pixels.1.pixelId', /twice/],
  ['a container id with a script', { tagManagerId: 'GTM-AB"><script>' }, 'tagManagerId', /GTM-/],
  ['analytics switched on without its id', { analyticsProjectId: null, analyticsEnabled: true }, 'analyticsProjectId', /Enter the project id/],
  ['an analytics id with capitals', { analyticsProjectId: 'ABCD1234EF' }, 'analyticsProjectId', /lower-case/],
])('refuses %s and changes nothing', async (_, change, field, message) => {
  const before = (await t.graphql(SETTINGS, {}, { cookie: admin })).data!.marketingSettings;
  const audits = await t.db.prisma.auditEvent.count({ where: { action: 'marketing.settings_updated' } });
  const result = await save({ ...GOOD, ...change });
  expect(result.__typename).toBe('ValidationError');
  expect(result.fields).toContainEqual({ field, message: expect.stringMatching(message) });
  expect((await t.graphql(SETTINGS, {}, { cookie: admin })).data!.marketingSettings).toEqual(before);
  expect(await t.db.prisma.auditEvent.count({ where: { action: 'marketing.settings_updated' } })).toBe(audits);
});

it('clears everything: no tracker, and the page policy drops the hosts', async () => {
  const result = await save({ pixels: [], tagManagerId: '', tagManagerEnabled: false, analyticsProjectId: null, analyticsEnabled: false });
  expect(result.__typename).toBe('MutationUpdateMarketingSettingsSuccess');
  expect(await trackers()).toEqual({ pixels: [], tagManagerId: null, analyticsProjectId: null });
  expect(await policy()).not.toMatch(/facebook|googletagmanager|clarity/);
  expect(await t.db.prisma.marketingPixel.count()).toBe(0);
});
