import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { drainConnections, shutDownGracefully } from './shutdown.ts';

const log = pino({ level: 'silent' });

function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

describe('graceful shutdown', () => {
  it('finishes requests in flight, refuses new ones, and releases resources last', async () => {
    const events: string[] = [];
    const { server, url } = await listen((_req, res) => {
      setTimeout(() => res.end('slow answer', () => events.push('answered')), 300);
    });
    const inFlight = fetch(`${url}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const stopped = shutDownGracefully({
      server,
      timeoutMs: 5_000,
      log,
      release: async () => {
        events.push('released');
      },
    }).then(() => events.push('stopped'));
    await new Promise((r) => setTimeout(r, 20));
    await expect(fetch(`${url}/new`)).rejects.toThrow();
    expect(await inFlight).toBe('slow answer');
    await stopped;
    expect(events).toEqual(['answered', 'released', 'stopped']);
  });

  it('cuts requests still running at the deadline', async () => {
    const { server, url } = await listen(() => {
      /* never answers */
    });
    const hanging = fetch(`${url}/hang`).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    let released = false;
    await shutDownGracefully({ server, timeoutMs: 200, log, release: async () => void (released = true) });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(released).toBe(true);
    expect(String(await hanging)).toMatch(/fetch failed/);
  });
});

/** One GET on `agent`'s connection: the body and the Connection header, or the error that cut it. */
function keepAliveGet(url: string, agent: Agent): Promise<{ body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    // A bound, not a wait: an answer that never comes (or a request never sent) counts as a failed request.
    const request = get(url, { agent, signal: AbortSignal.timeout(5_000) }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ body, connection: response.headers.connection }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('draining keep-alive connections (issue 29 §19)', () => {
  it('answers busy keep-alive connections with Connection: close from the drain on, so continuous clients see no failed request and the deadline cuts nothing', async () => {
    const { server, url } = await listen((_req, res) => {
      // Each answer takes a moment, so requests are in flight when the drain begins.
      setTimeout(() => res.end('answer'), 5);
    });
    const { begin } = drainConnections(server);
    const warnings: string[] = [];
    const watchingLog = { ...log, warn: (_fields: unknown, message: string) => void warnings.push(message) } as unknown as typeof log;
    let draining = false;
    let answersBeforeDrain = 0;
    // Three clients, each on its own keep-alive connection, sending back to back until told to close.
    const clients = [1, 2, 3].map(async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const answers: { body: string; connection: string | undefined }[] = [];
      const failures: string[] = [];
      let afterDrain = 0;
      try {
        for (;;) {
          const answer = await keepAliveGet(`${url}/busy`, agent).catch((error: Error) => error);
          if (answer instanceof Error) {
            failures.push(answer.message);
            break;
          }
          answers.push(answer);
          if (!draining) answersBeforeDrain += 1;
          else if ((afterDrain += 1) > 100) {
            failures.push('Still served on the same connection 100 answers after the drain began');
            break;
          }
          if (answer.connection === 'close') break;
        }
      } finally {
        agent.destroy();
      }
      return { answers, failures };
    });
    while (answersBeforeDrain < 30) await new Promise((resolve) => setImmediate(resolve));
    draining = true;
    begin();
    await shutDownGracefully({ server, timeoutMs: 3_000, log: watchingLog, release: async () => {} });
    const results = await Promise.all(clients);
    expect(results.flatMap((r) => r.failures)).toEqual([]);
    for (const { answers } of results) {
      expect(answers.every((a) => a.body === 'answer')).toBe(true);
      expect(answers.at(-1)!.connection).toBe('close');
    }
    expect(warnings).toEqual([]);
  });

  it('closes a keep-alive connection that sits idle through the drain, without waiting for the deadline', async () => {
    const { server, url } = await listen((_req, res) => res.end('answer'));
    // Node's own keep-alive timeout would not close it before the deadline: only the drain's idle sweep does.
    server.keepAliveTimeout = 60_000;
    drainConnections(server);
    const warnings: string[] = [];
    const watchingLog = { ...log, warn: (_fields: unknown, message: string) => void warnings.push(message) } as unknown as typeof log;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await keepAliveGet(`${url}/once`, agent)).connection).toBe('keep-alive');
      // The connection now idles; the drain closes it after DRAIN_IDLE_MS, long before the 20 s deadline.
      await shutDownGracefully({ server, timeoutMs: 20_000, log: watchingLog, release: async () => {} });
      expect(warnings).toEqual([]);
    } finally {
      agent.destroy();
    }
  });
});
