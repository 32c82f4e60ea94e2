/**
 * The suite on a busy machine: keeps `--burners N` cores (default 1) spinning at full speed while
 * jest runs with the given arguments, then prints the wall time. Tests must wait for conditions and
 * take their clocks from the test, so they stay green here, only slower (issue: at most 1.5×).
 *
 *   npm run test:busy -- --selectProjects server              # the server project with one core taken
 *   npm run test:busy -- --burners 1 client/e2e --selectProjects browser
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
let burners = 1;
const at = args.indexOf('--burners');
if (at >= 0) {
  burners = Number(args[at + 1]);
  args.splice(at, 2);
}
if (!Number.isInteger(burners) || burners < 0) throw new Error('--burners takes a whole number of cores');

// A burner is a process that never sleeps; it stops when this script ends.
const children = Array.from({ length: burners }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const started = Date.now();
const run = spawnSync(process.execPath, [path.join(root, 'node_modules/jest/bin/jest.js'), ...args], { cwd: root, stdio: 'inherit' });
for (const child of children) child.kill('SIGKILL');
console.log(`\njest with ${burners} core(s) kept busy: ${((Date.now() - started) / 1000).toFixed(1)} s, exit ${run.status}`);
process.exitCode = run.status ?? 1;
