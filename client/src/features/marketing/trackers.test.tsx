import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '../../../test/languages.ts';
import { PIXEL_SCRIPT_URL, resetAdPixel } from '../../lib/ad-pixel.ts';
import { CONSENT_KEY } from './consent.ts';
import type { RouterLike, Trackers } from './tracker-types.ts';
import { startConsentedTrackers } from './trackers.tsx';

// Script tags as the real loader adds them, but forgetting them between tests (the real one remembers per page).
jest.mock('../../lib/load-script.ts', () => ({
  loadScript: (src: string) => {
    if (![...document.head.querySelectorAll('script')].some((s) => s.src === src)) {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    }
    return Promise.resolve();
  },
}));

/** A router whose path the test moves. */
function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router: RouterLike & { go(path: string): void } = {
    state: { location: { pathname } },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go: (path) => {
      router.state = { location: { pathname: path } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

const META = '123456789012345';
const TRACKERS: Trackers = {
  pixels: [{ kind: 'META', pixelId: META, pathPatterns: ['/book/**', '!/book/13'] }],
  tagManagerId: 'GTM-ABC1234',
  analyticsProjectId: null,
};

type Started = ReturnType<typeof startConsentedTrackers>;
function start(trackers: Trackers, router: RouterLike): Started {
  let started!: Started;
  act(() => {
    started = startConsentedTrackers(trackers, router);
  });
  return started;
}

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
const pageViews = () => (window.fbq?.queue ?? []).filter((call) => call[0] === 'trackSingle').map((call) => call.slice(1));

beforeEach(() => {
  localStorage.clear();
  resetAdPixel();
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.body.innerHTML = '';
});

it('asks first and loads nothing until the visitor accepts; then page views go only to matching paths', async () => {
  const router = fakeRouter('/book/7');
  const trackers = start(TRACKERS, router);
  const banner = await screen.findByRole('region', { name: 'Cookies and ads' });
  expect(banner).toHaveTextContent('Nothing of the kind is loaded unless you accept');
  expect(scripts()).toEqual([]);
  expect(window.fbq).toBeUndefined();
  // An add before the answer is not sent anywhere.
  trackers.addToCart({ productId: 'p1', kind: 'BOOK', price: 25000 });
  expect(window.fbq).toBeUndefined();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.queryByRole('region', { name: 'Cookies and ads' })).toBeNull();
  expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
  expect(scripts()).toEqual([PIXEL_SCRIPT_URL, 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']);
  expect(pageViews()).toEqual([[META, 'PageView']]);

  act(() => router.go('/cart'));
  act(() => router.go('/book/13'));
  expect(pageViews()).toEqual([[META, 'PageView']]);
  act(() => router.go('/book/9/read'));
  expect(pageViews()).toEqual([
    [META, 'PageView'],
    [META, 'PageView'],
  ]);
  expect(window.dataLayer).toContainEqual({ event: 'page_view', page_path: '/cart' });

  trackers.addToCart({ productId: 'p1', kind: 'BOOK', price: 25000 });
  expect(window.fbq!.queue!.at(-1)).toEqual([
    'track',
    'AddToCart',
    { content_ids: ['p1'], content_type: 'product', content_category: 'book', value: 250, currency: 'BDT' },
  ]);
});

it('remembers a refusal: no banner next time, nothing loaded, no event', async () => {
  const router = fakeRouter('/book/7');
  start(TRACKERS, router);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Decline' }));
  expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
  document.body.innerHTML = '';

  const again = start(TRACKERS, router);
  expect(screen.queryByRole('region', { name: 'Cookies and ads' })).toBeNull();
  act(() => router.go('/book/8'));
  again.addToCart({ productId: 'p1', kind: 'BOOK', price: 100 });
  expect(scripts()).toEqual([]);
  expect(window.fbq).toBeUndefined();
});

it('starts at once for a visitor who accepted before, loading only configured scripts with valid ids', () => {
  localStorage.setItem(CONSENT_KEY, 'granted');
  const bad = { ...TRACKERS, pixels: [...TRACKERS.pixels, { kind: 'META' as const, pixelId: '1"><script>', pathPatterns: [] }], tagManagerId: null };
  start(bad, fakeRouter('/'));
  expect(screen.queryByRole('region')).toBeNull();
  expect(scripts()).toEqual([PIXEL_SCRIPT_URL]);
  expect(window.fbq!.queue).toEqual([['init', META]]);
});

it('asks in Bangla when the shop is in Bangla (issue 35)', async () => {
  await inLanguage('bn', async () => {
    start(TRACKERS, fakeRouter('/'));
    const banner = await screen.findByRole('region', { name: 'কুকি ও বিজ্ঞাপন' });
    expect(banner).toHaveTextContent('আপনি রাজি না হলে এমন কিছুই লোড হবে না।');
    expect(screen.getByRole('button', { name: 'রাজি নই' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'রাজি আছি' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(screen.queryByRole('region', { name: 'কুকি ও বিজ্ঞাপন' })).toBeNull();
  });
});
