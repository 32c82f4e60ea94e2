import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverEntryArgs } from './server-bundle.ts';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Node's compile cache for the server processes tests start (dozens a run): V8's code for the server's
 * modules is kept on disk after the first start, which takes about a fifth off each later start's loading.
 * Node checks each entry against the module's source, so a changed file is compiled afresh.
 */
const COMPILE_CACHE = { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(ROOT, '.tmp/node-compile-cache') };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Sends the signal and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port free now on the loopback (the OS's choice), for a server that must know its address before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs the server's entry point as a real process and waits until it listens (port chosen by the OS).
 * A production server needs PUBLIC_URL: unless the test gives one, it gets a free port and
 * http://localhost:<port> as its public address.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, options: EntryOptions = {}): Promise<ServerProcess> {
  const production = env.NODE_ENV === 'production' && !env.PUBLIC_URL;
  const port = production ? String(env.PORT && env.PORT !== '0' ? env.PORT : await freePort()) : '0';
  const address: Record<string, string> = production ? { PORT: port, PUBLIC_URL: `http://localhost:${port}` } : {};
  return spawnServer({ ...env, ...address }, timeoutMs, options);
}

export interface EntryOptions {
  /**
   * Start `npm start`'s command (`node --import tsx server/src/main.ts`) rather than the run's bundle of the
   * same sources (server-bundle.ts), for tests of that command itself.
   */
  source?: boolean;
}

function spawnServer(env: Record<string, string>, timeoutMs: number, options: EntryOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverEntryArgs(options), {
    cwd: ROOT,
    // No demo catalogue unless a test asks for it (DEMO_CATALOG=true, DEMO_CATALOG_SCALE=0.01 loads a small one quickly).
    env: { ...process.env, ...COMPILE_CACHE, DATABASE_URL: '', PORT: '0', CLIENT_BUILD: 'never', LOG_PRETTY: 'false', DEMO_CATALOG: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // 'close', not 'exit': by then the child's stdout and stderr are read to the end, so output() holds its last lines.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          child,
          url: match[1]!,
          output: () => output,
          stop: (signal = 'SIGINT') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Runs the entry point to completion and returns its exit code and output. */
export function runServerProcess(env: Record<string, string>, options: EntryOptions = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, serverEntryArgs(options), {
    cwd: ROOT,
    env: { ...process.env, ...COMPILE_CACHE, DATABASE_URL: '', CLIENT_BUILD: 'never', DEMO_CATALOG: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
