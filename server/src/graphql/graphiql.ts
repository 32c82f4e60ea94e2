import { randomBytes } from 'node:crypto';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { Context as HonoContext } from 'hono';
import { CSRF_HEADER } from './transport.ts';

/** The operations GraphiQL opens with, one tab each; the first is the default query. */
export const GRAPHIQL_EXAMPLES = [
  '# The shop\'s sections\n{ sections { edges { node { name } } } }\n',
  '# Newest books with their authors and price\n{\n  products(first: 5, sort: NEWEST, filter: { kinds: [BOOK] }) {\n    totalCount\n    edges { node { title path price { formatted } authors { name } } }\n  }\n}\n',
  '# Search, best match first\nquery Search($query: String!) {\n  search(query: $query, first: 5) { edges { node { title path } } }\n}\n',
  '# Who am I? (sign in on the shop first)\n{ viewer { name email hscBatch } }\n',
];

const NONCE = '__GRAPHIQL_NONCE__';
let template: [string, string] | undefined;

// Yoga's GraphiQL bundle is inlined in the page (scripts, styles, editor workers as blobs): nothing
// is fetched from a CDN. Its one inline <script> gets the response's nonce.
function pageParts(): [string, string] {
  template ??= (() => {
    const html = renderGraphiQL({
      title: 'Pathagar GraphQL',
      endpoint: '/graphql',
      credentials: 'same-origin',
      defaultQuery: GRAPHIQL_EXAMPLES[0],
      defaultTabs: GRAPHIQL_EXAMPLES.map((query) => ({ query })),
      additionalHeaders: { [CSRF_HEADER]: '1' },
    }).replace('<script>', `<script nonce="${NONCE}">`);
    const [before, after] = html.split(NONCE);
    return [before!, after!];
  })();
  return template;
}

/**
 * This dev-only page's own policy: its inline bundle runs by nonce, its editors run in blob: workers
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
  const nonce = randomBytes(16).toString('base64');
  const [before, after] = pageParts();
  c.header('Content-Security-Policy', graphiqlContentSecurityPolicy(nonce));
  c.header('Cache-Control', 'no-store');
  return c.html(before + nonce + after);
}
