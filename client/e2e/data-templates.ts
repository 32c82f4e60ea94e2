import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { isClientBuildStale } from '../../server/src/http/client-build.ts';
import { startServerProcess } from '../../server/test/server-process.ts';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Fresh data directories for the browser tests without seeding each one. The first test file of a
 * run that asks for a given start-up data (migrations, reference data, demo accounts, the demo
 * catalogue with its covers and ebook files) has a server make it once in a template directory;
 * every file then starts its own server on its own copy, so tests stay as independent as before.
 * The browser project's global set-up names the run (`E2E_RUN_ENV`) and its teardown removes the
 * templates; without it (a file run outside jest's set-up) each file seeds its own directory.
 */
export const E2E_RUN_ENV = 'PATHAGAR_E2E_RUN';

/** Settings that change how the shop runs, not the data it starts with: files differing only in these share a template. */
// NODE_ENV and CLIENT_BUILD change only how the server runs and serves the client: the data a development
// server starts with is a production one's.
const RUNTIME_ONLY = new Set(['GRAPHQL_TRUSTED_DOCUMENTS', 'PAYMENT_SANDBOX', 'SELLER_NAME', 'NODE_ENV', 'CLIENT_BUILD']);

export function templatesRoot(runId: string): string {
  return path.join(os.tmpdir(), `pathagar-e2e-templates-${runId}`);
}

function templateKey(env: Record<string, string>): string {
  const shaping = Object.entries(env)
    .filter(([name]) => !RUNTIME_ONLY.has(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(shaping)).digest('hex').slice(0, 16);
}

/** Waits until `done()` holds, checking every 100 ms, for at most `timeoutMs`. */
async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a server on `dataDir` until its start-up data (and, with the demo catalogue, its ebook files) is written, then stops it cleanly. */
async function buildTemplate(dataDir: string, env: Record<string, string>, timeoutMs: number): Promise<void> {
  const server = await startServerProcess({ ...env, DATA_DIR: dataDir }, timeoutMs);
  try {
    if (env.DEMO_CATALOG === 'true') await until(() => /Demo ebook files ready/.test(server.output()), timeoutMs, 'the demo ebook files');
  } finally {
    const code = await server.stop('SIGINT');
    if (code !== 0) throw new Error(`The template server exited with ${code}:\n${server.output()}`);
  }
}

/** The template data directory for `env`, made by the first caller of the run; the others wait for it. */
async function dataTemplate(runId: string, env: Record<string, string>, timeoutMs: number): Promise<string> {
  const root = path.join(templatesRoot(runId), templateKey(env));
  const data = path.join(root, 'data');
  const ready = path.join(root, 'ready');
  const failed = path.join(root, 'failed');
  mkdirSync(templatesRoot(runId), { recursive: true });
  let builder = true;
  try {
    mkdirSync(root); // atomic: one caller builds
  } catch {
    builder = false;
  }
  if (builder) {
    try {
      await buildTemplate(data, env, timeoutMs);
      writeFileSync(ready, '');
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  } else {
    await until(() => existsSync(ready) || existsSync(failed), timeoutMs, `the data template ${root}`);
    if (existsSync(failed)) throw new Error(`The data template failed: ${readFileSync(failed, 'utf8')}`);
  }
  return data;
}

/** Runs `npm run --silent <script>` in the project, rejecting on failure. */
function npmRun(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Without jest's NODE_ENV=test, which would make Vite build React's development bundle: the build is the production one.
    const { NODE_ENV: _test, ...env } = process.env;
    const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${script} exited with ${code}`))));
  });
}

/**
 * One production build of the client per run, when it is missing or older than its sources: the first
 * file to ask builds it, the others wait (two servers of the same run, each finding the build stale, would
 * otherwise build it at once into the same folder). Outside a jest run the server builds it itself.
 */
export async function clientBuiltOnce(timeoutMs: number): Promise<void> {
  const runId = process.env[E2E_RUN_ENV];
  if (!runId) return;
  const root = path.join(templatesRoot(runId), 'client-build');
  const ready = path.join(root, 'ready');
  const failed = path.join(root, 'failed');
  mkdirSync(templatesRoot(runId), { recursive: true });
  try {
    mkdirSync(root); // atomic: one caller builds
  } catch {
    await until(() => existsSync(ready) || existsSync(failed), timeoutMs, 'the client build');
    if (existsSync(failed)) throw new Error(`The client build failed: ${readFileSync(failed, 'utf8')}`);
    return;
  }
  try {
    if (isClientBuildStale(path.join(ROOT, 'client/dist'))) {
      await npmRun('gen:relay');
      await npmRun('build');
    }
    writeFileSync(ready, '');
  } catch (error) {
    writeFileSync(failed, String(error));
    throw error;
  }
}

/** A new data directory for one test file's server: a copy of the run's template for `env`, or empty outside a jest run. */
export async function freshDataDir(env: Record<string, string>, prefix: string, timeoutMs: number): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const runId = process.env[E2E_RUN_ENV];
  if (!runId) return dir;
  cpSync(await dataTemplate(runId, env, timeoutMs), dir, { recursive: true });
  return dir;
}

/** The browser project's teardown: the run's templates go. */
export function removeTemplates(runId: string): void {
  rmSync(templatesRoot(runId), { recursive: true, force: true });
}
