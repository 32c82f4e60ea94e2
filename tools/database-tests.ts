/**
 * The server's test files that can show something about the database they run on: those whose imports
 * reach the module that opens one (server/src/db/connect.ts), and those that read DATABASE_URL themselves
 * (PostgreSQL-only tests, servers started on it). CI's PostgreSQL pass runs these (`.ci/run`); the rest
 * (parsers, rules, formats) gave the same answer on the embedded run a moment before.
 *
 *   node --import tsx tools/database-tests.ts     # prints them, one per line
 */
import fs from 'node:fs';
import path from 'node:path';
import { importGraphFrom, reachableFrom } from './import-graph.ts';

const REPO_ROOT = path.resolve(__dirname, '..');
const OPENS_A_DATABASE = 'server/src/db/connect.ts';

export function databaseTestFiles(): string[] {
  const { edges } = importGraphFrom('server', { tests: true });
  return [...edges.keys()]
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => reachableFrom(edges, file).has(OPENS_A_DATABASE) || /\bDATABASE_URL\b/.test(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')))
    .sort();
}

if (require.main === module) console.log(databaseTestFiles().join('\n'));
