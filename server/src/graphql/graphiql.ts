import { randomBytes } from 'node:crypto';
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

// Yoga's GraphiQL bundle is inlined in the page (scripts, styles, editor workers as blobs): nothing
// is fetched from a CDN. Its one inline <script> gets the response's nonce.
function pageParts(title: string, examples: readonly string[]): [string, string] {
  let parts = templates.get(title);
  if (!parts) {
    const html = renderGraphiQL({
      title,
      endpoint: '/graphql',
      credentials: 'same-origin',
      defaultQuery: examples[0],
      defaultTabs: examples.map((query) => ({ query })),
      additionalHeaders: { [CSRF_HEADER]: '1' },
    }).replace('<script>', `<script nonce="${NONCE}">`);
    const [before, after] = html.split(NONCE);
    parts = [before!, after!];
    templates.set(title, parts);
  }
  return parts;
}

function graphiqlPage(c: HonoContext, title: string, examples: readonly string[]): Response {
  const nonce = randomBytes(16).toString('base64');
  const [before, after] = pageParts(title, examples);
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
  return graphiqlPage(c, 'Pathagar GraphQL playground', [...STAFF_GRAPHIQL_EXAMPLES, ...GRAPHIQL_EXAMPLES]);
}
