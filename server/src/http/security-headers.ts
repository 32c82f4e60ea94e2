import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** For a year, once the shop has been reached over HTTPS (production only: a development shop runs on plain HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (the SPA, /graphql, /api/*, /files, refusals): no framing, no
 * MIME sniffing, a referrer without paths for other sites, powerful browser features off, HSTS in
 * production. A response without its own Content-Security-Policy gets one that lets it load nothing
 * (API answers are never documents); a policy a handler set (the SPA's, a file's, GraphiQL's) is kept.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return secureHeaders({
    // overwrite: false keeps whatever a handler chose for its own response.
    overwrite: false,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.production ? HSTS : false,
    // Google sign-in may open a popup that must be able to answer the page that opened it.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: {
      accelerometer: [],
      camera: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}
