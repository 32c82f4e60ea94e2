/**
 * `npm run bench:search-quality [-- --scale 1 --verbose]`
 *
 * Scores catalogue search against the relevance set (bench/search-relevance.ts, issue 33) over the
 * full demo catalogue, through the whole app (GraphQL `search`, first 10), on embedded PGlite and,
 * when DATABASE_URL names a PostgreSQL server, on a fresh database there too. Prints recall@10
 * (of the expected products, the share in the first ten, out of at most ten), MRR (1 / the rank of
 * the first expected product, 0 when none is in the first ten) and the share of queries that found
 * nothing, per group and in all, beside the targets (recall@10 ≥ 0.9, zero results ≤ 1 %).
 * `--verbose` lists every query that missed.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';
import { RELEVANCE_SET, expected, type ProductFacts, type RelevanceGroup } from './search-relevance.ts';

const TARGET_RECALL = 0.9;
const TARGET_ZERO = 0.01;
const TOP = 10;

const SEARCH = `query SearchQuality($q: String!) { search(query: $q, first: ${TOP}) { totalCount edges { node { id title } } } }`;

const { values: options } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, verbose: { type: 'boolean', default: false } },
});
const scale = Number(options.scale);

interface Score {
  group: RelevanceGroup;
  query: string;
  recall: number;
  rr: number;
  zero: boolean;
  top: string;
}

async function main() {
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

  async function scoreTarget(name: string, target: DatabaseTarget, scratch: string): Promise<boolean> {
    const db = await openDatabase(target);
    try {
      await applyMigrations(db);
      await seedReferenceData(db.prisma);
      const storage = new LocalDiskStorage(path.join(scratch, 'files'));
      const demo = await loadDemoCatalog(db.prisma, storage, { scale });
      console.log(`\n## ${name}: demo catalogue (scale ${scale}) of ${demo.counts.products} products`);
      const products = await db.prisma.$queryRaw<ProductFacts[]>`
        SELECT p."id", p."title", p."kind"::text AS "kind", b."isbn",
          coalesce((SELECT string_agg(a."name", '; ') FROM "ProductAuthor" pa JOIN "Author" a ON a."id" = pa."authorId" WHERE pa."productId" = p."id"), '') AS "authors"
        FROM "Product" p LEFT JOIN "BookDetail" b ON b."productId" = p."id"
        WHERE p."published" ORDER BY p."id"`;
      const isbns = products.filter((p) => p.isbn).map((p) => p.isbn!);
      let nextIsbn = 0;

      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: scratch, GRAPHQL_TRUSTED_DOCUMENTS: 'false', RESPONSE_CACHE: 'off' });
      mkdirSync(path.join(scratch, 'dist'), { recursive: true });
      // Anonymous searches are rate limited per address and minute: this clock moves a minute on
      // every 100 queries, so the whole set is scored (it measures relevance, not time).
      let sent = 0;
      const clock = { now: () => new Date(Date.now() + Math.floor(sent / 100) * 61_000) };
      const app = createApp({ config: { ...config, clientDist: path.join(scratch, 'dist') }, db, log: pino.default({ level: 'silent' }), services: { ...createServices(config), storage, clock } });

      const scores: Score[] = [];
      for (const item of RELEVANCE_SET) {
        let { query, expect } = item;
        if (expect.isbn === '*') {
          // Every 97th ISBN of the catalogue, some typed with hyphens as printed.
          const isbn = isbns[(nextIsbn++ * 97) % isbns.length]!;
          expect = { isbn };
          query = nextIsbn % 2 ? isbn : `${isbn.slice(0, 3)}-${isbn.slice(3, 6)}-${isbn.slice(6, 10)}-${isbn.slice(10, 12)}-${isbn.slice(12)}`;
        }
        const relevant = new Set(products.filter((p) => expected(expect, p)).map((p) => p.id));
        if (relevant.size === 0) throw new Error(`The relevance set expects nothing for "${query}"`);
        sent++;
        const response = await app.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
          body: JSON.stringify({ query: SEARCH, variables: { q: query } }),
        });
        const json = (await response.json()) as { data?: any; errors?: unknown };
        if (json.errors) throw new Error(`"${query}": ${JSON.stringify(json.errors)}`);
        const ids: string[] = json.data.search.edges.map((e: any) => decodeGlobalID(e.node.id).id);
        const hits = ids.filter((id) => relevant.has(id)).length;
        const first = ids.findIndex((id) => relevant.has(id));
        scores.push({
          group: item.group,
          query,
          recall: hits / Math.min(TOP, relevant.size),
          rr: first < 0 ? 0 : 1 / (first + 1),
          zero: ids.length === 0,
          top: json.data.search.edges[0]?.node.title ?? '—',
        });
      }

      const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
      const line = (label: string, of: Score[]) =>
        `${label.padEnd(14)}${String(of.length).padStart(8)}${mean(of.map((s) => s.recall)).toFixed(3).padStart(12)}${mean(of.map((s) => s.rr)).toFixed(3).padStart(8)}${`${(100 * mean(of.map((s) => (s.zero ? 1 : 0)))).toFixed(1)} %`.padStart(12)}`;
      console.log(`\n${''.padEnd(14)}${'queries'.padStart(8)}${'recall@10'.padStart(12)}${'MRR'.padStart(8)}${'zero-result'.padStart(12)}`);
      for (const group of [...new Set(scores.map((s) => s.group))]) console.log(line(group, scores.filter((s) => s.group === group)));
      console.log(line('all', scores));
      const recall = mean(scores.map((s) => s.recall));
      const zero = mean(scores.map((s) => (s.zero ? 1 : 0)));
      console.log(`targets: recall@10 ≥ ${TARGET_RECALL} (${recall >= TARGET_RECALL ? 'met' : 'NOT met'}), zero-result ≤ ${100 * TARGET_ZERO} % (${zero <= TARGET_ZERO ? 'met' : 'NOT met'})`);
      const missed = scores.filter((s) => s.recall < 1);
      if (options.verbose && missed.length) {
        console.log('\nqueries under full recall: recall@10, reciprocal rank, first result');
        for (const s of missed) console.log(`  ${s.group.padEnd(11)} ${s.query.padEnd(34)} ${s.recall.toFixed(2)}  ${s.rr.toFixed(2)}  ${s.top}`);
      }
      return recall >= TARGET_RECALL && zero <= TARGET_ZERO;
    } finally {
      await db.close();
    }
  }

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-search-quality-'));
  let met = true;
  try {
    console.log(`Search quality over the demo catalogue: ${RELEVANCE_SET.length} queries of the relevance set (bench/search-relevance.ts)`);
    met = (await scoreTarget('PGlite (embedded)', { kind: 'pglite', dataDir: path.join(scratch, 'pglite') }, path.join(scratch, 'a'))) && met;
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `pathagar_bench_search_quality_${process.pid}`;
      await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"`));
      try {
        met = (await scoreTarget('PostgreSQL', { kind: 'postgres', url: withDatabaseName(url, name) }, path.join(scratch, 'b'))) && met;
      } finally {
        await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      }
    } else {
      console.log('\n(DATABASE_URL is not set: PostgreSQL skipped)');
    }
    if (!met) process.exitCode = 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
