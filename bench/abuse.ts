/**
 * `npm run bench:abuse [-- --attackers 2 --duration 15 --scale 0.05]`
 *
 * Issue 10 §8/§10: one query at a time must not be a denial of service. One Pathagar server
 * (createApp with production settings, on the embedded database in a scratch directory, the demo
 * catalogue at a small scale) is attacked by the worst queries the GraphQL limits still allow (the
 * biggest of each family below that the server accepts, found by asking it; issue 17 adds the costly
 * search texts: long misspelt words, `or` alternatives, exclusions), `--attackers`
 * connections per query, while other connections measure GET /healthz (liveness), GET /readyz (the
 * database) and the storefront's home page query (HomePageQuery, sent by its persisted id as the client sends it). Prints p50/p99
 * of both without and under attack, with the target: p99 under 1 s on the embedded database.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import homePageQuery from '../client/src/__generated__/HomePageQuery.graphql.ts';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';
import { GRAPHQL_LIMITS } from '../server/src/graphql/limits.ts';
import { runLoadWorker, type LoadResult } from './load.ts';

const TARGET_P99_MS = 1_000;

const { values: options } = parseArgs({
  options: {
    attackers: { type: 'string', default: '2' },
    duration: { type: 'string', default: '15' },
    scale: { type: 'string', default: '0.05' },
  },
});
const attackers = Number(options.attackers);
const durationMs = Number(options.duration) * 1000;
const scale = Number(options.scale);
if (![attackers, durationMs, scale].every((n) => Number.isFinite(n) && n > 0)) {
  console.error('Usage: npm run bench:abuse -- [--attackers N] [--duration seconds] [--scale 0.01..10]');
  process.exit(2);
}

const PRODUCT_FIELDS = 'id title slug price { amount formatted } cover { url } authors { name }';
const aliased = (count: number, field: (index: number) => string) =>
  `query Abuse { ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;

/** Families of heavy but legal reads, each from its biggest size down: the bench uses the biggest the server accepts. */
const ATTACK_FAMILIES: { name: string; sizes: number[]; query: (size: number) => string }[] = [
  {
    name: 'aliased search(first: 100)',
    sizes: [GRAPHQL_LIMITS.aliases, 16, 12, 8, 4, 2, 1],
    query: (n) => aliased(n, (i) => `search(query: "${'aeiou'[i % 5]}", first: 100) { edges { node { ${PRODUCT_FIELDS} } } }`),
  },
  {
    name: 'products → authors → products',
    sizes: [100, 50, 20, 10, 5, 2, 1],
    query: (n) =>
      `query Abuse { products(first: 100) { edges { node { id title authors { name products(first: ${n}) { edges { node { ${PRODUCT_FIELDS} } } } } } } } }`,
  },
  {
    name: 'aliased products(first: 100)',
    sizes: [GRAPHQL_LIMITS.aliases, 16, 12, 8, 4, 2, 1],
    query: (n) => aliased(n, (i) => `products(first: 100, sort: ${['NEWEST', 'POPULAR', 'PRICE_HIGH_LOW', 'PRICE_LOW_HIGH'][i % 4]}) { totalCount edges { node { ${PRODUCT_FIELDS} } } }`),
  },
  {
    name: 'aliased searchSuggestions(first: 100)',
    sizes: [GRAPHQL_LIMITS.aliases, 16, 12, 8, 4, 2, 1],
    query: (n) => aliased(n, (i) => `searchSuggestions(query: "${'aeiou'[i % 5]}", first: 100) { id title }`),
  },
  // Issue 17: costly search text (sizes in characters, `or` alternatives or exclusions).
  {
    name: 'search: one long misspelt Bangla word',
    sizes: [9_000, 1_000, 200, 100, 30],
    query: (n) => searchText(misspeltBangla(n)),
  },
  {
    name: 'search: "or" alternatives',
    sizes: [1_200, 100, 12, 4, 2],
    query: (n) => searchText(Array.from({ length: n + 1 }, (_, i) => `word${i}`).join(' or ')),
  },
  {
    name: 'search: exclusions',
    sizes: [1_600, 100, 12, 4, 2],
    query: (n) => searchText(`physics ${Array.from({ length: n }, (_, i) => `-word${i}`).join(' ')}`),
  },
  {
    name: 'searchSuggestions: long misspelt Bangla',
    sizes: [9_000, 1_000, 200, 100, 30],
    query: (n) => `query Abuse { searchSuggestions(query: ${JSON.stringify(misspeltBangla(n))}, first: 20) { id title } }`,
  },
];

/** Misspelt Bangla words (dropped vowel signs), `length` characters in all. */
function misspeltBangla(length: number): string {
  return 'পদাথবিজান রসায়ন গনিত '.repeat(Math.ceil(length / 20)).slice(0, length).trim();
}

function searchText(text: string): string {
  return `query Abuse { search(query: ${JSON.stringify(text)}, first: 20) { totalCount edges { node { ${PRODUCT_FIELDS} } } } }`;
}

async function answers(url: string, query: string): Promise<{ ok: boolean; detail: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query }),
  });
  const json = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  const error = json.errors?.[0];
  return { ok: response.status === 200 && !error, detail: error ? `${error.extensions?.code ?? ''} ${error.message}` : `${response.status}` };
}

/** The biggest query of each family the server accepts (none when even the smallest is refused). */
async function worstLegalQueries(url: string) {
  const chosen: { name: string; size: number; query: string }[] = [];
  for (const family of ATTACK_FAMILIES) {
    let refusal = '';
    for (const size of family.sizes) {
      const query = family.query(size);
      const answer = await answers(url, query);
      if (answer.ok) {
        chosen.push({ name: family.name, size, query });
        break;
      }
      refusal ||= answer.detail;
    }
    const picked = chosen.find((c) => c.name === family.name);
    console.log(`  ${family.name.padEnd(38)} ${picked ? `size ${picked.size}` : 'none accepted'}${refusal ? ` (larger refused: ${refusal.slice(0, 70)})` : ''}`);
  }
  return chosen;
}

const drive = runLoadWorker;

const homeBody = JSON.stringify({ documentId: homePageQuery.params.id, variables: {} });

async function measure(base: string, ms: number) {
  const [health, ready, home] = await Promise.all([
    drive({ url: `${base}/healthz`, method: 'GET', connections: 1, durationMs: ms }),
    drive({ url: `${base}/readyz`, method: 'GET', connections: 1, durationMs: ms }),
    drive({ url: `${base}/graphql`, body: homeBody, headers: { [CSRF_HEADER]: '1' }, connections: 1, durationMs: ms }),
  ]);
  return { health, ready, home };
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function main() {
  // Production settings (no GraphiQL, introspection off), set before the app's modules load.
  process.env.NODE_ENV = 'production';
  const [{ serve }, pino, { createApp }, { loadConfig }, { openDatabase }, { applyMigrations }, { seedReferenceData }, { loadDemoCatalog }, { createServices }, { LocalDiskStorage }] =
    await Promise.all([
      import('@hono/node-server'),
      import('pino'),
      import('../server/src/app.ts'),
      import('../server/src/config.ts'),
      import('../server/src/db/connect.ts'),
      import('../server/src/db/migrations.ts'),
      import('../server/src/db/seed.ts'),
      import('../server/src/modules/catalog/demo/load.ts'),
      import('../server/src/services.ts'),
      import('../server/src/modules/storage/file-storage.ts'),
    ]);

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-abuse-'));
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'pglite') });
  let server: Server | undefined;
  try {
    await applyMigrations(db);
    await seedReferenceData(db.prisma);
    const storage = new LocalDiskStorage(path.join(scratch, 'files'));
    const demo = await loadDemoCatalog(db.prisma, storage, { scale });
    console.log(`Demo catalogue (scale ${scale}): ${demo.counts.products} products, ${demo.counts.authors} authors`);

    // The attacker writes free-form queries: as on a shop that publishes its API (the limits still apply).
    const config = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: scratch, GRAPHQL_TRUSTED_DOCUMENTS: 'false' }), clientDist: path.join(scratch, 'dist') };
    mkdirSync(config.clientDist);
    const log = pino.default({ level: 'info' }, pino.default.destination({ dest: os.devNull, sync: false }));
    const app = createApp({ config, db, log, services: { ...createServices(config), storage } });
    const base = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}`)) as Server;
    });

    const home = await answers(`${base}/graphql`, '{ __typename }');
    if (!home.ok) throw new Error(`The server does not answer: ${home.detail}`);
    console.log('\nWorst legal queries (the biggest of each family the limits accept):');
    const attacks = await worstLegalQueries(`${base}/graphql`);
    if (attacks.length === 0) throw new Error('The server refused every attack query: nothing to measure');

    const quietMs = Math.min(5_000, durationMs);
    console.log(`\nQuiet: /healthz, /readyz and HomePageQuery alone for ${quietMs / 1000} s`);
    const quiet = await measure(base, quietMs);

    console.log(`Under attack: ${attacks.length} queries × ${attackers} connections for ${durationMs / 1000} s, measured from 1 s in`);
    const attackRuns = attacks.map((attack) =>
      drive({ url: `${base}/graphql`, body: JSON.stringify({ query: attack.query }), headers: { [CSRF_HEADER]: '1' }, connections: attackers, durationMs }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const loaded = await measure(base, durationMs - 2_000);
    const attackResults = await Promise.all(attackRuns);

    const fmt = (ms: number) => ms.toFixed(1).padStart(10);
    console.log(`\n${''.padEnd(40)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'max ms'.padStart(10)}${'requests'.padStart(10)}${'non-200'.padStart(9)}`);
    const row = (name: string, r: LoadResult) =>
      console.log(`${name.padEnd(40)}${fmt(r.p50)}${fmt(r.p99)}${fmt(r.max)}${String(r.requests).padStart(10)}${String(r.errors).padStart(9)}`);
    row('/healthz (liveness), quiet', quiet.health);
    row('/readyz (database), quiet', quiet.ready);
    row('HomePageQuery, quiet', quiet.home);
    row('/healthz (liveness), under attack', loaded.health);
    row('/readyz (database), under attack', loaded.ready);
    row('HomePageQuery, under attack', loaded.home);
    attacks.forEach((attack, i) => row(`attack: ${attack.name} (${attack.size})`, attackResults[i]!));

    const verdict = (r: LoadResult) => (r.p99 < TARGET_P99_MS && r.errors === 0 ? 'meets' : 'MISSES');
    console.log(
      `\nTarget: p99 under ${TARGET_P99_MS} ms on the embedded database, every answer 200 — /healthz ${verdict(loaded.health)} it, ` +
        `HomePageQuery ${verdict(loaded.home)} it (attack requests answered 503, or 429 for searches over the anonymous rate, count as refused, not as failures).`,
    );
  } finally {
    if (server) await closeServer(server);
    await db.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
