/** `node --import tsx --test bench/wrk-load.test.ts`: reading wrk's report (not part of jest's projects). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseWrkReport, wrkMilliseconds } from './wrk-load.ts';

// wrk 4.1's report with --latency, as it prints it.
const REPORT = `Running 10s test @ http://127.0.0.1:31000/graphql
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.52ms    1.20ms  25.10ms   85.00%
    Req/Sec     2.85k   210.00     3.30k    70.00%
  Latency Distribution
     50%    3.30ms
     75%    3.90ms
     90%    4.80ms
     99%    8.10ms
  56789 requests in 10.00s, 120.50MB read
Requests/sec:   5678.90
Transfer/sec:     12.05MB
`;

test('reads requests, rate, percentiles and bytes', () => {
  const result = parseWrkReport(REPORT, 10_000);
  assert.equal(result.requests, 56_789);
  assert.equal(result.requestsPerSecond, 5678.9);
  assert.equal(result.errors, 0);
  assert.equal(result.p50, 3.3);
  assert.equal(result.p90, 4.8);
  assert.equal(result.p99, 8.1);
  assert.equal(result.max, 25.1);
  assert.equal(result.bytes, Math.round(12.05 * 1024 * 1024 * 10));
});

test('counts non-2xx answers and socket errors as errors', () => {
  const failing = REPORT.replace('Requests/sec', '  Socket errors: connect 0, read 2, write 1, timeout 4\n  Non-2xx or 3xx responses: 3\nRequests/sec');
  assert.equal(parseWrkReport(failing, 10_000).errors, 10);
});

test('refuses a report it cannot read', () => {
  assert.throws(() => parseWrkReport('unable to connect to 127.0.0.1:1 Connection refused', 10_000), /not understood/);
});

test('reads wrk durations', () => {
  assert.equal(wrkMilliseconds('310.00us'), 0.31);
  assert.equal(wrkMilliseconds('2.5s'), 2500);
  assert.ok(Number.isNaN(wrkMilliseconds('fast')));
});
