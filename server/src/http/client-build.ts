import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { PROJECT_ROOT } from '../config.ts';
import type { Logger } from '../logger.ts';

/** Written by the Vite build next to index.html; the client polls it to notice a new deployment. */
export interface BuildInfo {
  id: string;
  builtAt: string;
}

export const BUILD_INFO_FILE = 'build.json';

/** The build that `client/dist` holds, or null when the client has not been built. */
export function readBuildInfo(distDir: string): BuildInfo | null {
  const file = path.join(distDir, BUILD_INFO_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
}

const CLIENT_SOURCES = ['client', 'schema.graphql', 'relay.config.js', 'package-lock.json'];
// The build's output and what no build reads: the browser tests (client/e2e), the jsdom tests' helpers
// (client/test) and test files, so editing a test does not make the next server start rebuild the client.
const NOT_SOURCES = new Set(['dist', 'node_modules', '__generated__', 'e2e', 'test']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function newestModification(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (NOT_SOURCES.has(child) || TEST_FILE.test(child)) continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

/** True when `client/dist` is missing or older than any client source (or the schema it compiles against). */
export function isClientBuildStale(distDir: string, root = PROJECT_ROOT): boolean {
  const marker = statSync(path.join(distDir, BUILD_INFO_FILE), { throwIfNoEntry: false });
  if (!marker) return true;
  return CLIENT_SOURCES.some((source) => newestModification(path.join(root, source)) > marker.mtimeMs);
}

/** Builds the client before serving when it is missing or stale (CLIENT_BUILD=auto), always, or never. */
export function ensureClientBuild(config: Pick<Config, 'clientBuild' | 'clientDist'>, log: Logger): void {
  const needed =
    config.clientBuild === 'always' || (config.clientBuild === 'auto' && isClientBuildStale(config.clientDist));
  if (!needed) return;
  log.info('Building the client (its build is missing or older than the sources)…');
  const started = Date.now();
  for (const script of ['gen:relay', 'build']) {
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run ${script} failed; the client could not be built`);
  }
  log.info({ durationMs: Date.now() - started }, 'Client built');
}
