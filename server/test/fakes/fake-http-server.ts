import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake provider received, as the adapter sent it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * How the fake misbehaves on its next matching request (the documented answer otherwise). `lostAnswer`: the
 * request is carried out, then the answer never comes (the caller times out not knowing it was done).
 */
export type Misbehaviour = 'timeout' | 'http500' | 'malformed' | 'lostAnswer';

export type FakeHandler = (request: ReceivedRequest) => { status?: number; json: unknown };

/**
 * A real HTTP server on 127.0.0.1 that records every request and answers through `handle`, or misbehaves
 * once for a path when told to (a stalled answer, HTTP 500, a body that is not JSON).
 */
export class FakeHttpServer {
  readonly requests: ReceivedRequest[] = [];
  private readonly misbehaviours = new Map<string, Misbehaviour>();
  private readonly server = createServer((req, res) => void this.serve(req, res));
  private readonly stalled = new Set<ServerResponse>();
  private readonly holds = new Map<string, { release: Promise<void>; received: () => void }>();
  url = '';

  constructor(private readonly handle: FakeHandler) {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.stalled) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next request to `path` misbehaves this way. */
  misbehaveOnce(path: string, how: Misbehaviour): void {
    this.misbehaviours.set(path, how);
  }

  /**
   * The next request to `path` is answered only when `release()` is called (as a service that takes its time):
   * `received` resolves once it has arrived. What the answer does happens at release, not at arrival.
   */
  holdNext(path: string): { received: Promise<void>; release: () => void } {
    let release!: () => void;
    let received!: () => void;
    const arrived = new Promise<void>((resolve) => (received = resolve));
    this.holds.set(path, { release: new Promise<void>((resolve) => (release = resolve)), received });
    return { received: arrived, release };
  }

  requestsTo(path: string): ReceivedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  private async serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: ReceivedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.requests.push(request);
    const misbehaviour = this.misbehaviours.get(request.path);
    this.misbehaviours.delete(request.path);
    if (misbehaviour === 'lostAnswer') this.handle(request);
    if (misbehaviour === 'timeout' || misbehaviour === 'lostAnswer') {
      this.stalled.add(res);
      return;
    }
    if (misbehaviour === 'http500') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
      return;
    }
    if (misbehaviour === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status": "SUCC');
      return;
    }
    const hold = this.holds.get(request.path);
    if (hold) {
      this.holds.delete(request.path);
      this.stalled.add(res);
      hold.received();
      await hold.release;
      this.stalled.delete(res);
    }
    const answer = this.handle(request);
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
  }
}
