/**
 * The consent banner and the trackers (a chunk of its own, loaded only when the shop configured one,
 * trackers-boot.ts). Until the visitor accepts, nothing is requested from any tracker; after, only the
 * configured scripts load from their providers' addresses, each id checked again by its strict pattern,
 * and every route change sends a page view to each pixel whose paths match (shared/path-patterns.ts).
 */
import { createRoot } from 'react-dom/client';
import { PIXEL_ID_RULES, TAG_MANAGER_ID, ANALYTICS_PROJECT_ID } from '#shared/marketing-ids.ts';
import { pathMatches } from '#shared/path-patterns.ts';
import { initPixel, trackAddToCart } from '../../lib/ad-pixel.ts';
import { loadScript } from '../../lib/load-script.ts';
import { loadAllMessages } from '../../i18n/i18n.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { readConsent, saveConsent } from './consent.ts';
import type { AddToCartItem, RouterLike, Trackers } from './tracker-types.ts';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    clarity?: ((...args: unknown[]) => void) & { q?: unknown[] };
  }
}

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js?id=';
const GTM_URL = 'https://www.googletagmanager.com/gtm.js?id=';
const CLARITY_URL = 'https://www.clarity.ms/tag/';

const loadQuietly = (src: string) => loadScript(src).catch(() => console.warn(`Could not load ${src}`));

function gtag(): Gtag {
  window.dataLayer ??= [];
  // gtag.js reads `arguments` objects from the data layer, as its snippet pushes them.
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  return window.gtag;
}

/** Loads the configured trackers and sends page views from now on; returns the add-to-cart sender. */
function activate(trackers: Trackers, router: RouterLike): { addToCart(item: AddToCartItem): void } {
  const pixels = trackers.pixels.filter((p) => PIXEL_ID_RULES[p.kind as keyof typeof PIXEL_ID_RULES]?.pattern.test(p.pixelId));
  const meta = pixels.filter((p) => p.kind === 'META');
  const ads = pixels.filter((p) => p.kind === 'GOOGLE_ADS');
  if (meta.length > 0) {
    for (const pixel of meta) initPixel(pixel.pixelId);
  }
  if (ads.length > 0) {
    const send = gtag();
    send('js', new Date());
    for (const pixel of ads) send('config', pixel.pixelId, { send_page_view: false });
    void loadQuietly(`${GTAG_URL}${ads[0]!.pixelId}`);
  }
  const container = trackers.tagManagerId;
  if (container && TAG_MANAGER_ID.pattern.test(container)) {
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    void loadQuietly(`${GTM_URL}${container}`);
  }
  const project = trackers.analyticsProjectId;
  if (project && ANALYTICS_PROJECT_ID.pattern.test(project)) {
    window.clarity ??= Object.assign((...args: unknown[]) => void (window.clarity!.q ??= []).push(args), {});
    void loadQuietly(`${CLARITY_URL}${project}`);
  }

  let last: string | null = null;
  const pageView = (pathname: string) => {
    if (pathname === last) return;
    last = pathname;
    for (const pixel of meta) if (pathMatches(pixel.pathPatterns, pathname)) window.fbq!('trackSingle', pixel.pixelId, 'PageView');
    for (const pixel of ads) if (pathMatches(pixel.pathPatterns, pathname)) gtag()('event', 'page_view', { send_to: pixel.pixelId, page_path: pathname });
    if (container) window.dataLayer!.push({ event: 'page_view', page_path: pathname });
  };
  pageView(router.state.location.pathname);
  router.subscribe((state) => pageView(state.location.pathname));
  return {
    // As before this page existed: the add goes to the Meta pixel(s), whatever the path.
    addToCart: (item) => {
      if (meta.length > 0) trackAddToCart(meta[0]!.pixelId, item);
    },
  };
}

/** Asks for consent when the visitor has not answered yet; starts the trackers once (and only if) they accept. */
export function startConsentedTrackers(trackers: Trackers, router: RouterLike): { addToCart(item: AddToCartItem): void } {
  let active: { addToCart(item: AddToCartItem): void } | null = null;
  const consent = readConsent();
  if (consent === 'granted') active = activate(trackers, router);
  else if (consent === null) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const answer = (granted: boolean) => {
      saveConsent(granted ? 'granted' : 'denied');
      root.unmount();
      host.remove();
      if (granted) active = activate(trackers, router);
    };
    // Its words are outside the first view's part of the catalogue: shown once they have come (or failed to), never blank.
    void loadAllMessages()
      .catch(() => undefined)
      .then(() => {
        if (host.isConnected) root.render(<ConsentBanner onAccept={() => answer(true)} onDecline={() => answer(false)} />);
      });
  }
  return { addToCart: (item) => active?.addToCart(item) };
}
