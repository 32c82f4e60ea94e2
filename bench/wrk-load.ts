/**
 * The same load as bench/load-worker.mjs (keep-alive connections each sending its next request as soon as
 * the answer is read; a warm-up, then a measured phase) from `wrk`, the C load generator (Debian's `wrk`
 * package). Where the servers under test and the load generator share two cores, the Node.js generator
 * takes about as much CPU per request as a cached answer costs the server, so it, not the server, sets
 * the ceiling; `wrk` takes a fraction of that.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';
import type { LoadResult } from './load.ts';

/** True when a `wrk` binary answers on PATH. */
export function wrkInstalled(): boolean {
  const run = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return !run.error && /wrk/.test(`${run.stdout}${run.stderr}`);
}

/** A duration in wrk's notation ("1.25ms", "310.00us", "2.01s") in milliseconds. */
export function wrkMilliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * factor;
}

/** wrk's report (run with --latency) as a LoadResult; every non-2xx answer and socket error counts as an error. */
export function parseWrkReport(report: string, durationMs: number): LoadResult {
  const requests = Number(/(\d+) requests in /.exec(report)?.[1] ?? Number.NaN);
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? Number.NaN);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const percentile = (p: string) => wrkMilliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)$`, 'm').exec(report)?.[1] ?? '');
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(report);
  const bytesPerSecond = transfer ? Number(transfer[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[transfer[2] as 'B'] : 0;
  if (!Number.isFinite(requests) || !Number.isFinite(requestsPerSecond)) throw new Error(`wrk's report was not understood:\n${report}`);
  return {
    requests,
    errors: non2xx + socketErrors,
    bytes: Math.round((bytesPerSecond * durationMs) / 1000),
    elapsedMs: durationMs,
    requestsPerSecond,
    p50: percentile('50'),
    p90: percentile('90'),
    p99: percentile('99'),
    max: wrkMilliseconds(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(report)?.[1] ?? ''),
  };
}

function runWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}:\n${output}`))));
  });
}

/** POSTs one GraphQL query from wrk over `connections` keep-alive connections (2 threads): a warm-up, then the measured phase. */
export async function driveQueryWithWrk(url: string, query: string, load: { connections: number; warmupMs: number; durationMs: number }): Promise<LoadResult> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pathagar-wrk-'));
  try {
    const script = path.join(directory, 'graphql.lua');
    const body = JSON.stringify({ query });
    if (body.includes(']==]')) throw new Error('The query cannot be written as a Lua long string');
    writeFileSync(
      script,
      [
        'wrk.method = "POST"',
        // A Lua long string: the body goes in byte for byte, with no escapes to translate.
        `wrk.body = [==[${body}]==]`,
        'wrk.headers["Content-Type"] = "application/json"',
        'wrk.headers["Accept"] = "application/json"',
        `wrk.headers["${CSRF_HEADER}"] = "1"`,
        '',
      ].join('\n'),
    );
    const args = (ms: number) => ['--threads', '2', '--connections', String(load.connections), '--duration', `${Math.max(1, Math.round(ms / 1000))}s`, '--latency', '--script', script, url];
    if (load.warmupMs > 0) await runWrk(args(load.warmupMs));
    return parseWrkReport(await runWrk(args(load.durationMs)), load.durationMs);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
