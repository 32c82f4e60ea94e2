// Drives one GraphQL endpoint from a worker thread (so the load generator does not share the
// server's event loop): `connections` keep-alive connections, each sending the next request as soon
// as the previous answer is read, for a warm-up phase and then a measured phase.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

// `method: 'GET'` sends no body (health checks); the default is a GraphQL POST of `body`. With
// `bodies`, each "request" measured is those POSTs one after another on the connection (a page that
// sends a catalogue query and its per-user query), counted and timed as one; it fails if any does.
const { url, body = '', bodies, method = 'POST', headers: extraHeaders = {}, connections, warmupMs, durationMs } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const headers =
  method === 'GET'
    ? { accept: 'application/json', ...extraHeaders }
    : { 'content-type': 'application/json', accept: 'application/json', ...extraHeaders };

function send(payload = body) {
  return new Promise((resolve) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method, agent, headers: method === 'GET' ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ ok: response.statusCode === 200, bytes }));
        response.on('error', () => resolve({ ok: false, bytes }));
      },
    );
    request.on('error', () => resolve({ ok: false, bytes: 0 }));
    request.end(method === 'GET' ? undefined : payload);
  });
}

async function sendAll() {
  if (!bodies) return send();
  let ok = true;
  let bytes = 0;
  for (const payload of bodies) {
    const result = await send(payload);
    ok &&= result.ok;
    bytes += result.bytes;
  }
  return { ok, bytes };
}

async function phase(ms) {
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const result = await sendAll();
        latencies.push(performance.now() - sent);
        if (!result.ok) errors += 1;
        bytes += result.bytes;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    bytes,
    elapsedMs,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies[latencies.length - 1] ?? NaN,
  };
}

await phase(warmupMs);
const result = await phase(durationMs);
agent.destroy();
parentPort.postMessage(result);
