import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { shutDownGracefully } from './shutdown.ts';

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
