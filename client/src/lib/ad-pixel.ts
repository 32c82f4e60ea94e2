/**
 * The social-media ad pixel (Meta Pixel). Its documented snippet: a `fbq` function that queues calls
 * until `fbevents.js` has loaded, `fbq('init', id)` once, then `fbq('track', event, params)`.
 * Nothing is loaded unless the shop configures a pixel (/admin/marketing) and the visitor accepts
 * trackers (features/marketing/trackers.tsx, the only user of this module).
 */
import { loadScript } from './load-script.ts';

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string; push?: Fbq };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const initialised = new Set<string>();

/** The page's `fbq`, defined as the queueing stub of Meta's snippet when the script has not run yet. */
export function pixelFunction(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

/** Sends a standard event to the pixel `pixelId`, loading the pixel the first time; does nothing without an id. */
export function trackPixelEvent(pixelId: string | null | undefined, event: string, params: Record<string, unknown>): void {
  if (!pixelId) return;
  initPixel(pixelId);
  pixelFunction()('track', event, params);
}

/** `fbq('init', pixelId)` once per pixel, loading fbevents.js the first time. */
export function initPixel(pixelId: string): void {
  if (initialised.has(pixelId)) return;
  initialised.add(pixelId);
  pixelFunction()('init', pixelId);
  // A blocked or failed script only loses measurements; the shop goes on.
  loadScript(PIXEL_SCRIPT_URL).catch(() => console.warn('Could not load the ad pixel'));
}

/** The pixel's AddToCart event for one product (value in Taka, as the pixel expects). */
export function trackAddToCart(pixelId: string | null | undefined, item: { productId: string; kind: string; price: number }): void {
  trackPixelEvent(pixelId, 'AddToCart', {
    content_ids: [item.productId],
    content_type: 'product',
    content_category: item.kind.toLowerCase(),
    value: item.price / 100,
    currency: 'BDT',
  });
}

/** For tests: forget which pixels were initialised. */
export function resetAdPixel(): void {
  initialised.clear();
  delete window.fbq;
  delete window._fbq;
}
