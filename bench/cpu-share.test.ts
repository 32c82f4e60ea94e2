/** `node --import tsx --test bench/cpu-share.test.ts`: where the cores went, from /proc (not part of jest's projects). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coresByProgram, describeCores, machineCores, parseMachineBusy, parseProcStat, type CpuSnapshot } from './cpu-share.ts';

test('reads the program and its user + system ticks, whatever its name holds', () => {
  const stat = '4242 (postgres: app test 127.0.0.1(5) idle) S 1 4242 4242 0 -1 4194560 300 0 0 0 150 25 0 0 20 0 1 0 100 0 0';
  assert.deepEqual(parseProcStat(stat), { program: 'postgres: app test 127.0.0.1(5) idle', ticks: 175 });
  assert.equal(parseProcStat('garbage'), null);
});

test('gives cores per program between two snapshots, counting new processes whole', () => {
  const snapshot = (at: number, machineBusy: number, rows: [number, string, number][]): CpuSnapshot => ({
    at,
    machineBusy,
    ticks: new Map(rows.map(([pid, program, ticks]) => [pid, { program, ticks }])),
  });
  const before = snapshot(0, 50_000, [[1, 'postgres', 1_000], [2, 'node', 500], [3, 'node', 100]]);
  const after = snapshot(10_000, 51_950, [[1, 'postgres', 1_800], [2, 'node', 1_500], [3, 'node', 101], [4, 'wrk', 150]]);
  const shares = coresByProgram(before, after, { 3: 'this bench (node)' });
  assert.deepEqual(shares, [['node', 1], ['postgres', 0.8], ['wrk', 0.15]]);
  assert.equal(machineCores(before, after), 1.95);
  assert.equal(describeCores(shares, 1.95, 2), '1.95 of 2 cores busy: node 1.00, postgres 0.80, wrk 0.15');
});

test('counts all but idle and iowait as busy', () => {
  assert.equal(parseMachineBusy('cpu  100 5 50 9000 20 3 2 1 0 0\ncpu0 50 2 25 4500 10 1 1 0 0 0\n'), 161);
});
