/**
 * `npm run bench:search [-- --rounds 10 --scale 1]`
 *
 * Search and search-box suggestions over the full demo catalogue, on embedded PGlite and, when
 * DATABASE_URL names a PostgreSQL server, on a fresh database there too. Each target gets the demo
 * catalogue, then the whole app (Hono, Yoga, Pothos, production settings, response cache off, so every
 * request reaches the database) answers a mix of English, Bangla and misspelt queries: the search
 * page's query (a page of 20 with price, cover and authors) and the suggestions a shopper gets while
 * typing (every prefix of a few queries from two characters on, as the header's box asks, first: 8). Requests go one at a time (latency, not
 * throughput), round-robin over the mix, `rounds` times after a warm-up. Prints p50/p95 per kind and
 * group against the 50 ms p95 target, and what each query found.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';

const TARGET_P95_MS = 50;

const SEARCH = `query SearchPage($q: String!) {
  search(query: $q, first: 20) {
    totalCount
    edges { node { id title path price { amount formatted } cover { url } authors { name } } }
  }
}`;
const SUGGEST = `query Suggest($q: String!) { searchSuggestions(query: $q, first: 8) { id title path cover { url } } }`;

type Group = 'English' | 'Bangla' | 'misspelt';

/** What shoppers type, as the demo catalogue (seed 20261122) has it: every query finds something. */
const QUERIES: readonly (readonly [Group, string])[] = [
  ['English', 'physics'],
  ['English', 'higher math 2nd paper'],
  ['English', 'hsc cycle'],
  ['English', 'medical admission biology'],
  ['English', 'casio calculator'],
  ['English', 'question bank'],
  ['English', 'buet admission model tests'],
  ['English', '9789849639640'],
  ['Bangla', 'উচ্চতর গণিত'],
  ['Bangla', 'পদার্থবিজ্ঞান ১ম পত্র'],
  ['Bangla', 'রসায়ন'],
  ['Bangla', 'জীববিজ্ঞান গাইড'],
  ['Bangla', 'জাফর ইসলাম'],
  ['Bangla', 'হুমায়ূন'],
  ['Bangla', 'এইচএসসি সাইকেল ২'],
  ['Bangla', 'প্রশ্নব্যাংক'],
  ['misspelt', 'phisics'],
  ['misspelt', 'chemestry 2nd paper'],
  ['misspelt', 'mathmatics'],
  ['misspelt', 'biolgy guide'],
  ['misspelt', 'পদার্থবিঞ্জান'],
  ['misspelt', 'রসায়ণ'],
  ['misspelt', 'ইকবল'],
  ['misspelt', 'হিসাববিজ্ঞন'],
];

/** As the header's search box asks (client/src/features/search/search-path.ts): from two characters on. */
const SUGGEST_MIN_LENGTH = 2;

/** Typed letter by letter into the search box: every prefix from SUGGEST_MIN_LENGTH on is a suggestions request. */
const TYPED: readonly (readonly [Group, string])[] = [
  ['English', 'physics 1st'],
  ['English', 'question'],
  ['Bangla', 'উচ্চতর গণিত'],
  ['Bangla', 'হুমায়ূন'],
  ['misspelt', 'chemestry'],
  ['misspelt', 'পদার্থবিঞ্জান'],
];

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    scale: { type: 'string', default: '1' },
  },
});
const rounds = Number(options.rounds);
const scale = Number(options.scale);
if (![rounds, scale].every((n) => Number.isFinite(n) && n > 0)) {
  console.error('Usage: npm run bench:search -- [--rounds N] [--scale 0.01..10]');
  process.exit(2);
}

interface Request {
  kind: 'search' | 'suggestions';
  group: Group;
  query: string;
}

const requests: Request[] = [
  ...QUERIES.map(([group, query]) => ({ kind: 'search' as const, group, query })),
  ...TYPED.flatMap(([group, text]) =>
    [...text]
      .map((_, i) => ({ kind: 'suggestions' as const, group, query: [...text].slice(0, i + 1).join('') }))
      .filter((r) => r.query.trim().length >= SUGGEST_MIN_LENGTH),
  ),
];

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  // Production settings (no GraphiQL, introspection off), set before the app's modules load.
  process.env.NODE_ENV = 'production';
  const [pino, { createApp }, { loadConfig }, { openDatabase }, { applyMigrations }, { seedReferenceData }, { loadDemoCatalog }, { createServices }, { LocalDiskStorage }, { onServer, withDatabaseName }] =
    await Promise.all([
      import('pino'),
      import('../server/src/app.ts'),
      import('../server/src/config.ts'),
      import('../server/src/db/connect.ts'),
      import('../server/src/db/migrations.ts'),
      import('../server/src/db/seed.ts'),
      import('../server/src/modules/catalog/demo/load.ts'),
      import('../server/src/services.ts'),
      import('../server/src/modules/storage/file-storage.ts'),
      import('../server/test/test-database.ts'),
    ]);
  type DatabaseTarget = Parameters<typeof openDatabase>[0];

  async function benchTarget(name: string, target: DatabaseTarget, scratch: string) {
    const db = await openDatabase(target);
    try {
      await applyMigrations(db);
      await seedReferenceData(db.prisma);
      const storage = new LocalDiskStorage(path.join(scratch, 'files'));
      const demo = await loadDemoCatalog(db.prisma, storage, { scale });
      console.log(`\n## ${name}: demo catalogue (scale ${scale}) of ${demo.counts.products} products loaded in ${(demo.timings.totalMs / 1000).toFixed(1)} s`);

      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: scratch, GRAPHQL_TRUSTED_DOCUMENTS: 'false', RESPONSE_CACHE: 'off' });
      mkdirSync(path.join(scratch, 'dist'), { recursive: true });
      const log = pino.default({ level: 'silent' });
      // Anonymous searches are rate limited per address and minute (search-limits.ts): this clock
      // moves a minute ahead on every 100 requests, so the whole mix runs (the limit costs no query).
      let sent = 0;
      const clock = { now: () => new Date(Date.now() + Math.floor(sent / 100) * 61_000) };
      const app = createApp({ config: { ...config, clientDist: path.join(scratch, 'dist') }, db, log, services: { ...createServices(config), storage, clock } });
      const send = async (request: Request) => {
        sent++;
        const started = performance.now();
        const response = await app.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
          body: JSON.stringify({ query: request.kind === 'search' ? SEARCH : SUGGEST, variables: { q: request.query } }),
        });
        const json = (await response.json()) as { data?: any; errors?: unknown };
        const ms = performance.now() - started;
        if (response.status !== 200 || json.errors) throw new Error(`${request.kind} "${request.query}" answered ${response.status}: ${JSON.stringify(json)}`);
        return { ms, data: json.data };
      };

      // Warm-up (plans, caches), and what each query finds.
      const found = new Map<Request, { total: number; top: string }>();
      for (const request of requests) {
        const { data } = await send(request);
        found.set(
          request,
          request.kind === 'search'
            ? { total: data.search.totalCount, top: data.search.edges[0]?.node.title ?? '—' }
            : { total: data.searchSuggestions.length, top: data.searchSuggestions[0]?.title ?? '—' },
        );
      }
      const timings = new Map<Request, number[]>(requests.map((r) => [r, []]));
      for (let round = 0; round < rounds; round++) {
        for (const request of requests) timings.get(request)!.push((await send(request)).ms);
      }

      const row = (label: string, samples: number[]) => {
        const sorted = [...samples].sort((a, b) => a - b);
        const p95 = percentile(sorted, 95);
        return `${label.padEnd(28)}${String(sorted.length).padStart(9)}${percentile(sorted, 50).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${sorted.at(-1)!.toFixed(1).padStart(9)}   ${p95 <= TARGET_P95_MS ? 'ok' : 'OVER'}`;
      };
      console.log(`\n${''.padEnd(28)}${'requests'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}   p95 ≤ ${TARGET_P95_MS} ms`);
      let over = false;
      for (const kind of ['search', 'suggestions'] as const) {
        const of = (group?: Group) => requests.filter((r) => r.kind === kind && (!group || r.group === group)).flatMap((r) => timings.get(r)!);
        const all = of();
        console.log(row(`${kind}, all`, all));
        for (const group of ['English', 'Bangla', 'misspelt'] as const) console.log(row(`  ${group}`, of(group)));
        if (percentile([...all].sort((a, b) => a - b), 95) > TARGET_P95_MS) over = true;
      }
      console.log(`\nsearch queries: found (total), first result, p50 ms`);
      for (const request of requests.filter((r) => r.kind === 'search')) {
        const result = found.get(request)!;
        const p50 = percentile([...timings.get(request)!].sort((a, b) => a - b), 50);
        console.log(`  ${request.group.padEnd(9)} ${request.query.padEnd(28)}${String(result.total).padStart(6)}  ${p50.toFixed(1).padStart(6)}  ${result.top}`);
      }
      const empty = requests.filter((r) => found.get(r)!.total === 0).map((r) => `${r.kind} "${r.query}"`);
      // One or two letters may suggest nothing; a whole query of the mix always finds something.
      const missing = empty.filter((line) => line.startsWith('search'));
      if (missing.length) {
        console.log(`\nFound nothing: ${missing.join(', ')}`);
        process.exitCode = 1;
      }
      return over;
    } finally {
      await db.close();
    }
  }

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-search-'));
  let over = false;
  try {
    console.log(`Search and suggestions over the demo catalogue: ${QUERIES.length} search queries and ${requests.length - QUERIES.length} suggestion prefixes, ${rounds} rounds, one request at a time`);
    over = (await benchTarget('PGlite (embedded)', { kind: 'pglite', dataDir: path.join(scratch, 'pglite') }, path.join(scratch, 'a'))) || over;
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `pathagar_bench_search_${process.pid}`;
      await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"`));
      try {
        over = (await benchTarget('PostgreSQL', { kind: 'postgres', url: withDatabaseName(url, name) }, path.join(scratch, 'b'))) || over;
      } finally {
        await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      }
    } else {
      console.log('\n(DATABASE_URL is not set: PostgreSQL skipped)');
    }
    console.log(over ? `\nOver the ${TARGET_P95_MS} ms p95 target.` : `\nWithin the ${TARGET_P95_MS} ms p95 target everywhere.`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
