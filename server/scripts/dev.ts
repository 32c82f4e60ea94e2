/**
 * Development: the API server (restarted on server changes) on PORT (3000), Vite's dev server with
 * hot reload on VITE_PORT (5173) proxying /graphql, /api, /healthz and /builds to it, and
 * relay-compiler re-run whenever a client source changes (relay-compiler's own --watch needs Watchman).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`[dev] ${name} exited with ${code}`);
  });
  children.push(child);
}

function compileRelay() {
  spawnSync('npm', ['run', '--silent', 'gen:relay'], { cwd: root, stdio: 'inherit' });
}

compileRelay();
run('server', process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], {
  CLIENT_BUILD: 'never',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
});
const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
run('vite', process.execPath, [viteBin, '--config', 'client/vite.config.mts']);

let pending: NodeJS.Timeout | undefined;
watch(path.join(root, 'client/src'), { recursive: true }, (_event, file) => {
  if (!file || file.includes('__generated__') || !/\.(t|j)sx?$/.test(file)) return;
  clearTimeout(pending);
  pending = setTimeout(compileRelay, 200);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
