import { createHash } from 'node:crypto';

/** The outside services the storefront loads scripts from, each only when the shop configures it. */
export interface ThirdPartyScripts {
  /** RECAPTCHA_SITE_KEY: reCAPTCHA v3 (client/src/lib/recaptcha.ts). */
  recaptchaSiteKey?: string;
  /** GOOGLE_CLIENT_ID: Google Identity Services, the sign-in button and One Tap (client/src/lib/google-identity.ts). */
  googleClientId?: string;
  /** META_PIXEL_ID: the Meta pixel (client/src/lib/ad-pixel.ts). */
  metaPixelId?: string;
  /** PUBLIC_FILES_URL: the CDN or bucket address covers and photos are linked at (images only). */
  publicFilesUrl?: string;
  /** The trackers configured at /admin/marketing now (the storefront loads them only after consent). */
  marketing?: MarketingScripts;
}

/** Which kinds of marketing script are switched on (modules/marketing). */
export interface MarketingScripts {
  meta?: boolean;
  googleAds?: boolean;
  tagManager?: boolean;
  analytics?: boolean;
}

type Directive = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src';
type Sources = Partial<Record<Directive, string[]>>;

// Each provider's documented CSP requirements, nothing more.
const RECAPTCHA: Sources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
const GOOGLE_IDENTITY: Sources = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
};
const META_PIXEL: Sources = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com'],
};

// Google's documented CSP for gtag.js with Google Ads, and for Tag Manager with Google Analytics.
const GOOGLE_ADS: Sources = {
  'script-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  'connect-src': ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  'frame-src': ['https://td.doubleclick.net'],
};
const TAG_MANAGER: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com'],
  'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};
// Microsoft Clarity: its tag at www.clarity.ms loads from scripts.clarity.ms and reports to *.clarity.ms.
const CLARITY: Sources = {
  'script-src': ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
  'img-src': ['https://*.clarity.ms', 'https://c.bing.com'],
  'connect-src': ['https://*.clarity.ms', 'https://c.bing.com'],
};

/** The players course video lessons embed (server/src/modules/library/lesson-content.ts makes only these addresses). */
export const VIDEO_PLAYER_FRAMES = ['https://www.youtube-nocookie.com/embed/', 'https://player.vimeo.com/video/'];

/** The providers a shop's configuration turns on. */
function configuredSources(thirdParty: ThirdPartyScripts): Sources[] {
  return [
    thirdParty.recaptchaSiteKey ? RECAPTCHA : null,
    thirdParty.googleClientId ? GOOGLE_IDENTITY : null,
    thirdParty.metaPixelId || thirdParty.marketing?.meta ? META_PIXEL : null,
    thirdParty.marketing?.googleAds ? GOOGLE_ADS : null,
    thirdParty.marketing?.tagManager ? TAG_MANAGER : null,
    thirdParty.marketing?.analytics ? CLARITY : null,
    thirdParty.publicFilesUrl ? { 'img-src': [new URL(thirdParty.publicFilesUrl).origin] } : null,
  ].filter((sources): sources is Sources => sources !== null);
}

/** `'sha256-…'` sources for the inline `<script>` elements of an HTML page (Vite's build has none today). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The SPA's Content-Security-Policy: scripts, styles and connections from the shop itself, the hashes
 * of index.html's inline scripts, exactly the hosts of the configured outside services and the course
 * video players; no plugins, no framing by anyone (`frame-ancestors 'none'`), forms only to the shop.
 */
export function spaContentSecurityPolicy(thirdParty: ThirdPartyScripts, scriptHashes: readonly string[] = []): string {
  const extra = (directive: Directive) => [...new Set(configuredSources(thirdParty).flatMap((sources) => sources[directive] ?? []))];
  const frames = [...VIDEO_PLAYER_FRAMES, ...extra('frame-src')];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...extra('script-src')],
    ['style-src', "'self'", ...extra('style-src')],
    // data: for the first page of an ebook, inline in the reader's first HTML (modules/library/reader-first-view.ts).
    ['img-src', "'self'", 'data:', ...extra('img-src')],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...extra('connect-src')],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
