import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { Context as HonoContext } from 'hono';
import type { Context } from '../context.ts';
import { CSRF_HEADER } from './transport.ts';

/** The operations GraphiQL opens with, one tab each; the first is the default query. */
export const GRAPHIQL_EXAMPLES = [
  '# The shop\'s sections\n{ sections { edges { node { name } } } }\n',
  '# Newest books with their authors and price\n{\n  products(first: 5, sort: NEWEST, filter: { kinds: [BOOK] }) {\n    totalCount\n    edges { node { title path price { formatted } authors { name } } }\n  }\n}\n',
  '# Search, best match first\nquery Search($query: String!) {\n  search(query: $query, first: 5) { edges { node { title path } } }\n}\n',
  '# Who am I? (sign in on the shop first)\n{ viewer { name email hscBatch } }\n',
];

/** The staff playground's extra tabs: the back office's own queries, run with the signed-in member of staff's permissions. */
export const STAFF_GRAPHIQL_EXAMPLES = [
  '# Sales of the last days, by Dhaka day (reports.view)\nquery Sales($from: String = "2026-11-01", $to: String = "2026-11-30") {\n  salesReport(range: { from: $from, to: $to }) {\n    ... on QuerySalesReportSuccess {\n      report {\n        totals { orders revenue { formatted } averageOrderValue { formatted } }\n        series(grain: DAY) { start orders revenue { formatted } }\n        top: breakdown(by: PRODUCT, first: 5) { label units revenue { formatted } }\n      }\n    }\n    ... on Error { message }\n  }\n}\n',
  '# The latest orders (orders.manage)\n{\n  adminOrders(first: 10) {\n    totalCount\n    edges { node { number name status netTotal { formatted } placedAt } }\n  }\n}\n',
];

const NONCE = '__GRAPHIQL_NONCE__';
const templates = new Map<string, [string, string]>();

/** The Bengali block (with ৳, U+09F3), as @fontsource's Noto Sans Bengali subset covers it. */
const BENGALI_RANGE = 'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

/**
 * GraphiQL's fonts (Fira Code in the editors and the result pane, Roboto around them) have no Bangla:
 * on a machine without a Bangla system font, ৳ and Bangla titles drew as boxes. The shop's Noto Sans
 * Bengali joins both families for the Bengali block only (unicode-range), inlined like the rest of the
 * page (the page's policy allows fonts from data: only). Each face repeats a weight and style GraphiQL's
 * own faces of the family declare: Chromium takes the Bengali segment only from faces whose weight
 * and style are exactly those of the face it chose (a 100–900 range was left out of Fira Code's 400).
 */
function bengaliFontFaces(): string {
  const require = createRequire(import.meta.url);
  const font = (weight: number) =>
    readFileSync(require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`)).toString('base64');
  const faces: [family: string, style: string, weight: number][] = [
    ['Fira Code', 'normal', 400],
    ...(['normal', 'italic'] as const).flatMap((style) => [400, 500].map((weight): [string, string, number] => ['Roboto', style, weight])),
  ];
  const files = new Map([400, 500].map((weight) => [weight, font(weight)]));
  return faces
    .map(
      ([family, style, weight]) =>
        `@font-face{font-family:"${family}";font-style:${style};font-weight:${weight};font-display:block;` +
        `src:url(data:font/woff2;base64,${files.get(weight)}) format('woff2');unicode-range:${BENGALI_RANGE}}`,
    )
    .join('');
}

/** A bar above the playground with the way back to the back office. */
const BACK_BAR_HEIGHT = 36;
const BACK_BAR =
  `<style>.pathagar-back-bar{box-sizing:border-box;height:${BACK_BAR_HEIGHT}px;display:flex;align-items:center;gap:1rem;padding:0 1rem;` +
  'font:14px/1 Roboto,system-ui,sans-serif;background:hsl(var(--color-base));border-bottom:1px solid hsla(var(--color-neutral),0.15)}' +
  '.pathagar-back-bar a{color:hsl(var(--color-primary));text-decoration:none;font-weight:500}.pathagar-back-bar a:hover{text-decoration:underline}' +
  `body .graphiql-container{height:calc(100vh - ${BACK_BAR_HEIGHT}px)}</style>` +
  '<nav class="pathagar-back-bar" aria-label="Back office"><a href="/admin">← Back to the back office</a></nav>';

// Yoga's GraphiQL bundle is inlined in the page (scripts, styles, editor workers as blobs): nothing
// is fetched from a CDN. Its one inline <script> gets the response's nonce.
function pageParts(title: string, examples: readonly string[], backToAdmin: boolean): [string, string] {
  let parts = templates.get(title);
  if (!parts) {
    let html = renderGraphiQL({
      title,
      endpoint: '/graphql',
      credentials: 'same-origin',
      defaultQuery: examples[0],
      defaultTabs: examples.map((query) => ({ query })),
      additionalHeaders: { [CSRF_HEADER]: '1' },
    })
      .replace('<script>', `<script nonce="${NONCE}">`)
      .replace('</head>', () => `<style>${bengaliFontFaces()}</style></head>`);
    if (backToAdmin) html = html.replace('<div id="root"></div>', () => `${BACK_BAR}<div id="root"></div>`);
    const [before, after] = html.split(NONCE);
    parts = [before!, after!];
    templates.set(title, parts);
  }
  return parts;
}

function graphiqlPage(c: HonoContext, title: string, examples: readonly string[], backToAdmin = false): Response {
  const nonce = randomBytes(16).toString('base64');
  const [before, after] = pageParts(title, examples, backToAdmin);
  c.header('Content-Security-Policy', graphiqlContentSecurityPolicy(nonce));
  c.header('Cache-Control', 'no-store');
  return c.html(before + nonce + after);
}

/**
 * The GraphiQL page's own policy: its inline bundle runs by nonce, its editors run in blob: workers
 * and style themselves inline; everything else stays on the shop.
 */
export function graphiqlContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** GraphiQL for a browser's GET (Accept: text/html); undefined for anything else. */
export function serveGraphiQL(c: HonoContext): Response | undefined {
  if (!c.req.header('accept')?.includes('text/html')) return undefined;
  return graphiqlPage(c, 'Pathagar GraphQL', GRAPHIQL_EXAMPLES);
}

/**
 * /admin/playground, in production too: GraphiQL for a signed-in member of staff who may explore the
 * API (api.explore, which also lets their query text past the trusted documents). Its requests carry
 * their session cookie, so every field answers with their own permissions. Anyone else gets the
 * single-page app, whose guard explains the refusal.
 */
export function serveStaffPlayground(c: HonoContext, viewer: Context['viewer']): Response | undefined {
  if (c.req.method !== 'GET' || !c.req.header('accept')?.includes('text/html')) return undefined;
  if (!viewer?.permissions.has('api.explore')) return undefined;
  return graphiqlPage(c, 'Pathagar GraphQL playground', [...STAFF_GRAPHIQL_EXAMPLES, ...GRAPHIQL_EXAMPLES], true);
}
