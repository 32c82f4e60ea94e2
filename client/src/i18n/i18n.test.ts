/**
 * Issue 35: each language comes in two parts (server/src/shared/i18n/catalogs.ts). The first view's
 * words load before the first render; every other screen's come with its route (withAllMessages), or
 * when a word of theirs is asked for first (a dialog over the home page): blank for that moment, then
 * the word. Each test has a fresh copy of the module (nothing loaded yet), as a page has.
 */
import { messages as banglaFirstView } from '#shared/i18n/compiled/bn.ts';
import { messages as banglaRest } from '#shared/i18n/compiled/rest-bn.ts';
import type { MessageId } from '#shared/i18n/compiled/ids.ts';

type I18nModule = typeof import('./i18n.ts');
const restId = Object.keys(banglaRest)[0] as MessageId;

function freshModule(): I18nModule {
  let module: I18nModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<I18nModule>('./i18n.ts');
  });
  return module!;
}

/** Resolves on the module's next catalogue change (a part loaded, a language activated). */
const nextChange = ({ i18n }: I18nModule) =>
  new Promise<void>((resolve) => {
    const stop = i18n.on('change', () => {
      stop();
      resolve();
    });
  });

describe('the two parts of a language', () => {
  it('keep every screen outside the first view apart from it', () => {
    expect(Object.keys(banglaRest).length).toBeGreaterThan(0);
    expect(Object.keys(banglaFirstView)).not.toContain(restId);
  });

  it("the first view's words come before the first render, a route outside it waits for every screen's", async () => {
    const { activateLocale, i18n, withAllMessages } = freshModule();
    await activateLocale('bn');
    expect(i18n._('header.cart')).toBe('কার্ট');
    expect(i18n._(restId)).toBe('');
    const page = await withAllMessages(async () => ({ Component: 'page' }))();
    expect(page).toEqual({ Component: 'page' });
    expect(i18n._(restId)).not.toBe('');
    expect(i18n._(restId)).not.toBe(restId);
  });

  it('a word asked for before its part has come is blank, and brings the part', async () => {
    const fresh = freshModule();
    await fresh.activateLocale('bn');
    const changed = nextChange(fresh);
    expect(fresh.i18n._(restId)).toBe('');
    await changed;
    expect(fresh.i18n._(restId)).not.toBe('');
  });

  it("a switch of language brings the other language's second part once any screen has wanted it", async () => {
    const { activateLocale, i18n, loadAllMessages } = freshModule();
    await activateLocale('bn');
    await loadAllMessages();
    await activateLocale('en');
    expect(i18n.locale).toBe('en');
    expect(i18n.messages[restId]).toBeDefined();
  });

  it('a language whose second part nobody wanted switches with its first part alone', async () => {
    const { activateLocale, i18n } = freshModule();
    await activateLocale('bn');
    await activateLocale('en');
    expect(i18n.messages['header.cart']).toBeDefined();
    expect(i18n.messages[restId]).toBeUndefined();
  });
});
