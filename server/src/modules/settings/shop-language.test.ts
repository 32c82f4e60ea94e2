/**
 * The shop's language for new visitors (issue 35): admins set it through the real app; a page whose
 * visitor has no `lang` cookie and whose browser names neither Bangla nor English is then in it (its
 * `<html lang>` and the first view drawn in it); every other process drops its copy on the change bus.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ChangeBus, ChangeMessage } from '../../change-bus.ts';
import { indexPagePath } from '../../shared/view-fragment.ts';
import { followShopSettingsChanges, shopLanguage } from './shop-language.ts';

const SET = `mutation Set($language: Language!) {
  setShopLanguage(language: $language) {
    __typename
    ... on MutationSetShopLanguageSuccess { language }
    ... on Error { code }
  }
}`;

/** A bus that carries what is published to the listeners of the "other process", as Redis or NOTIFY would. */
function linkedBus(): ChangeBus & { published: ChangeMessage[] } {
  const listeners = new Set<(message: ChangeMessage) => void>();
  const published: ChangeMessage[] = [];
  return {
    kind: 'local',
    published,
    publish: async (message) => {
      published.push(message);
      for (const listener of listeners) listener(message);
      return true;
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    ready: async () => {},
    ping: async () => {},
    close: async () => {},
  };
}

/** A build with its first view drawn in each language (only what tells them apart). */
function fakeClientBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const page = (words: string) => `<!doctype html><html lang="en"><head></head><body><div id="root" data-first-view="/"><a>${words}</a></div></body></html>`;
  writeFileSync(path.join(dist, indexPagePath('en')), page('Sign in'));
  mkdirSync(path.dirname(path.join(dist, indexPagePath('bn'))), { recursive: true });
  writeFileSync(path.join(dist, indexPagePath('bn')), page('সাইন ইন'));
  return dist;
}

let t: TestApp;
let admin: string;
const bus = linkedBus();
beforeAll(async () => {
  t = await startTestApp({ clientDist: fakeClientBuild(), services: { changes: bus } });
  admin = await signInAs(t, 'admin');
});
afterAll(async () => {
  // Leave English for the next test file's app (the copy is per database client, but keep it tidy).
  await t.graphql(SET, { language: 'EN' }, { cookie: admin });
  await t.close();
});

const page = async (headers: Record<string, string> = {}) => {
  const response = await t.app.request('/', { headers });
  const html = await response.text();
  return { lang: /<html lang="([a-z]+)"/.exec(html)?.[1], bangla: html.includes('সাইন ইন'), etag: response.headers.get('ETag') };
};

it('is English until an admin chooses, for a visitor whose browser names neither language', async () => {
  expect((await t.graphql('{ shopLanguage }')).data).toEqual({ shopLanguage: 'EN' });
  expect(await page({ 'Accept-Language': 'fr-FR,fr;q=0.9' })).toMatchObject({ lang: 'en', bangla: false });
  expect(await page()).toMatchObject({ lang: 'en', bangla: false });
});

it('switches new visitors to Bangla when an admin sets it, audited, and tells the other processes', async () => {
  const { data, errors } = await t.graphql(SET, { language: 'BN' }, { cookie: admin });
  expect(errors).toBeUndefined();
  expect(data!.setShopLanguage).toEqual({ __typename: 'MutationSetShopLanguageSuccess', language: 'BN' });
  expect(bus.published).toContainEqual({ topic: 'shop-settings' });
  expect((await t.graphql('{ shopLanguage }')).data).toEqual({ shopLanguage: 'BN' });
  const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'settings.shop_language_set' }, orderBy: { createdAt: 'desc' } });
  expect(audit.details).toEqual({ language: 'bn', previous: 'en' });

  // No cookie, no Accept-Language (or one naming neither): the shop's language, with its own first view.
  const bangla = await page({ 'Accept-Language': 'fr-FR,fr;q=0.9' });
  expect(bangla).toMatchObject({ lang: 'bn', bangla: true });
  expect(await page()).toMatchObject({ lang: 'bn', bangla: true });
  // The browser's preference and the shopper's own choice still come first.
  const english = await page({ 'Accept-Language': 'en-GB,en;q=0.9' });
  expect(english).toMatchObject({ lang: 'en', bangla: false });
  expect(await page({ 'Accept-Language': 'bn', Cookie: 'lang=en' })).toMatchObject({ lang: 'en', bangla: false });
  expect(bangla.etag).not.toBe(english.etag);

  // Back to English: the next page already follows.
  await t.graphql(SET, { language: 'EN' }, { cookie: admin });
  expect(await page()).toMatchObject({ lang: 'en', bangla: false });
});

it('is refused to those without marketing.manage, changing nothing', async () => {
  const agent = await signInAs(t, 'agent');
  const { errors } = await t.graphql(SET, { language: 'BN' }, { cookie: agent });
  expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const anonymous = await t.graphql(SET, { language: 'BN' });
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await t.graphql('{ shopLanguage }')).data).toEqual({ shopLanguage: 'EN' });
  // A value outside the enum never reaches the resolver.
  const wrong = await t.graphql(SET, { language: 'FR' }, { cookie: admin });
  expect(wrong.errors?.[0]?.message).toMatch(/Language/);
});

it("makes another process read the setting again when the bus says it changed (and only then, within the TTL)", async () => {
  // Another process: its own database client (its own copy) and its own bus listener.
  const other = { shopSettings: t.db.prisma.shopSettings };
  let reads = 0;
  const counted = { shopSettings: { findUnique: (...args: Parameters<typeof other.shopSettings.findUnique>) => (reads++, other.shopSettings.findUnique(...args)) } } as never;
  const otherBus = linkedBus();
  const stop = followShopSettingsChanges(otherBus);
  expect(await shopLanguage(counted)).toBe('en');
  expect(await shopLanguage(counted)).toBe('en');
  expect(reads).toBe(1);
  await t.db.prisma.shopSettings.update({ where: { id: 1 }, data: { language: 'bn' } });
  expect(await shopLanguage(counted)).toBe('en'); // its copy, until told
  await otherBus.publish({ topic: 'shop-settings' });
  expect(await shopLanguage(counted)).toBe('bn');
  expect(reads).toBe(2);
  // Past the TTL a copy is read again even without a message (one lost while the bus was down).
  await t.db.prisma.shopSettings.update({ where: { id: 1 }, data: { language: 'en' } });
  expect(await shopLanguage(counted, Date.now() + 61_000)).toBe('en');
  stop();
});
