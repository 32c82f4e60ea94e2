/**
 * `npm run bench:web [-- --runs 3 --scale 0.1 --path /]`
 *
 * The storefront's performance budgets (issue 13) against the production build: builds the client,
 * starts the production server (`npm start`'s entry point, NODE_ENV=production) on a fresh embedded
 * database with the demo catalogue, then prints for the home page
 *  - first-load JavaScript, CSS and fonts of the first view on a phone, and the images of its first screen, in bytes on the wire as served
 *    to `Accept-Encoding: br, gzip` (client/e2e/budgets.ts), asset by asset;
 *  - Largest Contentful Paint and Cumulative Layout Shift under Lighthouse's mobile emulation
 *    (median of --runs runs; client/e2e/lighthouse.ts), with FCP, TBT and the score for context;
 * each against its budget. Exits 1 when a budget fails.
 *
 * The build writes client/dist, which the browser tests share: where `flock` exists the whole run
 * holds the build lock (/tmp/pathagar-build.lock) as every build and browser test run does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../server/test/server-process.ts';
import { launchChromium, PHONE } from '../client/e2e/browser.ts';
import { BUDGETS, describeTransfers, kilobytes, measureFirstLoad } from '../client/e2e/budgets.ts';
import { runLighthouse } from '../client/e2e/lighthouse.ts';

const BUILD_LOCK = path.join(os.tmpdir(), 'pathagar-build.lock');
const LOCK_HELD = 'PATHAGAR_BUILD_LOCK_HELD';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    scale: { type: 'string', default: '0.1' },
    path: { type: 'string', default: '/' },
  },
});
const runs = Number(options.runs);
const scale = Number(options.scale);
if (!Number.isInteger(runs) || runs < 1 || !(scale > 0 && scale <= 10) || !options.path.startsWith('/')) {
  console.error('Usage: npm run bench:web -- [--runs N] [--scale 0.01..10] [--path /]');
  process.exit(2);
}

/** Runs this script again under `flock` (when it exists) so no other build replaces client/dist meanwhile. */
function rerunUnderBuildLock(): number | null {
  if (process.env[LOCK_HELD] === '1' || spawnSync('flock', ['--version'], { stdio: 'ignore' }).status !== 0) return null;
  const result = spawnSync('flock', [BUILD_LOCK, process.execPath, ...process.execArgv, __filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [LOCK_HELD]: '1' },
  });
  return result.status ?? 1;
}

interface Row {
  name: string;
  value: string;
  budget: string;
  ok: boolean;
}

function printRows(rows: Row[]) {
  console.log(`${'Budget'.padEnd(34)}${'measured'.padStart(12)}${'budget'.padStart(12)}  result`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(34)}${row.value.padStart(12)}${row.budget.padStart(12)}  ${row.ok ? 'ok' : 'OVER BUDGET'}`);
  }
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-web-'));
  console.log(`Building the client and starting the production server (demo catalogue at scale ${scale})…`);
  const started = Date.now();
  const server = await startServerProcess(
    { DATA_DIR: dataDir, CLIENT_BUILD: 'always', NODE_ENV: 'production', DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: String(scale) },
    600_000,
  );
  try {
    console.log(`Serving at ${server.url} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const url = new URL(options.path, server.url).href;

    const browser = await launchChromium();
    let load;
    try {
      load = await measureFirstLoad(browser, server.url, options.path);
    } finally {
      await browser.close();
    }
    console.log(`First view of ${options.path} on a ${PHONE.width}×${PHONE.height} phone (3× pixels), bytes as served to Accept-Encoding: br, gzip:`);
    console.log(describeTransfers(load));
    console.log('');

    console.log(`Lighthouse ${runs}× on ${url} (mobile emulation, simulated slow 4G)…`);
    const lighthouse = await runLighthouse(url, runs);
    for (const [i, run] of lighthouse.runs.entries()) {
      console.log(
        `  run ${i + 1}: LCP ${run.lcpMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, FCP ${run.fcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms, score ${run.score}${run.lcpElement ? `, LCP element ${run.lcpElement}` : ""}`,
      );
    }
    console.log('');

    const rows: Row[] = [
      { name: 'First-load JS (compressed)', value: kilobytes(load.js), budget: kilobytes(BUDGETS.jsBytes), ok: load.js <= BUDGETS.jsBytes },
      { name: 'CSS (compressed)', value: kilobytes(load.css), budget: kilobytes(BUDGETS.cssBytes), ok: load.css <= BUDGETS.cssBytes },
      { name: 'Fonts of the first view', value: kilobytes(load.font), budget: kilobytes(BUDGETS.fontBytes), ok: load.font <= BUDGETS.fontBytes },
      { name: 'Images of the first screen', value: kilobytes(load.image), budget: kilobytes(BUDGETS.imageBytes), ok: load.image <= BUDGETS.imageBytes },
      {
        name: `LCP, Lighthouse mobile (median)`,
        value: `${(lighthouse.lcpMs / 1000).toFixed(2)} s`,
        budget: `${(BUDGETS.lcpMs / 1000).toFixed(2)} s`,
        ok: lighthouse.lcpMs <= BUDGETS.lcpMs,
      },
      { name: 'CLS, Lighthouse mobile (median)', value: lighthouse.cls.toFixed(3), budget: BUDGETS.cls.toFixed(3), ok: lighthouse.cls <= BUDGETS.cls },
    ];
    printRows(rows);
    const uncompressed = load.transfers.filter((t) => t.kind !== 'font' && t.encoding === 'identity');
    if (uncompressed.length) console.log(`\nNote: ${uncompressed.length} script/style responses were served uncompressed.`);
    const failed = rows.filter((row) => !row.ok);
    console.log(failed.length ? `\n${failed.length} budget(s) failed.` : '\nEvery budget holds.');
    return failed.length ? 1 : 0;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const locked = rerunUnderBuildLock();
if (locked !== null) {
  process.exit(locked);
} else {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
