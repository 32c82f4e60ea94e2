/**
 * Where the test suite's time goes: runs jest (any arguments are passed on, e.g. `-- --selectProjects
 * server`) with bench/test-profile-reporter.cjs, then prints the run's wall time, the global set-up,
 * each project's summed file time split into set-up and tests, and the slowest files.
 *
 *   npm run test:profile                          # the whole suite, as `npm test` runs it
 *   npm run test:profile -- --selectProjects client
 *   npm run test:profile -- --print .tmp/test-profile.json            # print a kept profile again
 *   npm run test:profile -- --compare before.json after.json          # two profiles side by side
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

interface FileProfile {
  project: string;
  file: string;
  wallMs: number;
  setupMs: number;
  testsMs: number;
  count: number;
  failed: number;
}
interface Profile {
  workers: number;
  wallMs: number;
  globalSetupMs: number;
  tests: number;
  failed: number;
  files: FileProfile[];
}

const root = path.resolve(__dirname, '..');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function byProject(profile: Profile) {
  const projects = new Map<string, { files: number; tests: number; wallMs: number; setupMs: number; testsMs: number }>();
  for (const f of profile.files) {
    const p = projects.get(f.project) ?? { files: 0, tests: 0, wallMs: 0, setupMs: 0, testsMs: 0 };
    p.files += 1;
    p.tests += f.count;
    p.wallMs += f.wallMs;
    p.setupMs += f.setupMs;
    p.testsMs += f.testsMs;
    projects.set(f.project, p);
  }
  return projects;
}

function printProfile(profile: Profile, slowest = 25) {
  console.log(
    `\nwall ${seconds(profile.wallMs)} with ${profile.workers} worker(s); before the first file started (global set-up) ${seconds(profile.globalSetupMs)}; ` +
      `${profile.tests} tests in ${profile.files.length} files, ${profile.failed} failed`,
  );
  console.log('\n| project | files | tests | file time (summed) | set-up | in tests |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, p] of byProject(profile)) {
    console.log(`| ${name} | ${p.files} | ${p.tests} | ${seconds(p.wallMs)} | ${seconds(p.setupMs)} | ${seconds(p.testsMs)} |`);
  }
  console.log(`\nslowest ${slowest} files:\n\n| file | project | tests | wall | set-up | in tests |`);
  console.log('|---|---|---:|---:|---:|---:|');
  for (const f of [...profile.files].sort((a, b) => b.wallMs - a.wallMs).slice(0, slowest)) {
    console.log(`| ${f.file} | ${f.project} | ${f.count} | ${seconds(f.wallMs)} | ${seconds(f.setupMs)} | ${seconds(f.testsMs)} |`);
  }
}

function compare(before: Profile, after: Profile) {
  console.log('\n| | before | after |\n|---|---:|---:|');
  console.log(`| wall | ${seconds(before.wallMs)} | ${seconds(after.wallMs)} |`);
  console.log(`| workers | ${before.workers} | ${after.workers} |`);
  console.log(`| global set-up | ${seconds(before.globalSetupMs)} | ${seconds(after.globalSetupMs)} |`);
  console.log(`| tests | ${before.tests} | ${after.tests} |`);
  const a = byProject(after);
  for (const [name, p] of byProject(before)) {
    const q = a.get(name);
    console.log(`| ${name}: file time (set-up) | ${seconds(p.wallMs)} (${seconds(p.setupMs)}) | ${q ? `${seconds(q.wallMs)} (${seconds(q.setupMs)})` : '—'} |`);
  }
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Profile;
const args = process.argv.slice(2);
if (args[0] === '--print') {
  printProfile(read(args[1] ?? path.join(root, '.tmp/test-profile.json')));
} else if (args[0] === '--compare') {
  compare(read(args[1]!), read(args[2]!));
} else {
  const out = process.env.TEST_PROFILE_FILE ?? path.join(root, '.tmp/test-profile.json');
  rmSync(out, { force: true });
  const run = spawnSync(
    process.execPath,
    // Jest reads the words after a list flag as more of that list: the caller's arguments go first.
    [path.join(root, 'node_modules/jest/bin/jest.js'), ...args, '--reporters', 'default', path.join(root, 'bench/test-profile-reporter.cjs')],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_PROFILE_FILE: out } },
  );
  if (!existsSync(out)) throw new Error(`jest wrote no profile (exit ${run.status}): see its output above`);
  printProfile(read(out));
  console.log(`\nprofile kept in ${path.relative(root, out)}`);
  process.exitCode = run.status ?? 1;
}
