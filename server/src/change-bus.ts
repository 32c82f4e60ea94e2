/**
 * What one server process tells the others when something they keep in memory has changed (issue 22
 * §2): an answer of the memory response cache to drop, the section tree to read again. Through Redis
 * pub/sub when REDIS_URL is set, otherwise PostgreSQL LISTEN/NOTIFY; the embedded database is one
 * process, so there the bus only speaks to its own listeners. A process ignores what it sent itself.
 * While the connection is down messages are lost, so after every (re)connection listeners hear
 * `resync` and drop everything they keep.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import type { Logger } from './logger.ts';

export type ChangeMessage =
  /** Drop the cached answers carrying these tags. */
  | { topic: 'response-cache'; entities: { typename: string; id: string }[] }
  /** Sections were added, changed or removed. */
  | { topic: 'sections' }
  /** The shop's settings (modules/settings/shop-language.ts: the language for new visitors) changed. */
  | { topic: 'shop-settings' }
  /** Sessions were revoked or their viewer changed: drop these from the session cache (modules/accounts/session-cache.ts). */
  | { topic: 'sessions'; sessionIds?: string[]; userIds?: string[]; all?: boolean }
  /** Messages may have been missed: drop everything kept. */
  | { topic: 'resync' };

export interface ChangeBus {
  readonly kind: 'redis' | 'postgres' | 'local';
  /** Tells the other processes (never this one's own listeners). Never throws: resolves false when the message could not be sent. */
  publish(message: ChangeMessage): Promise<boolean>;
  /** Hears what other processes publish; returns the unsubscribe function. */
  subscribe(listener: (message: ChangeMessage) => void): () => void;
  /** Resolves once the bus is connected and listening. */
  ready(): Promise<void>;
  /** Throws when the bus's own server (Redis) does not answer now; the PostgreSQL bus rides on the database's health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const CHANGE_CHANNEL = 'pathagar_changes';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; tag lists are sent in pieces below it. */
const NOTIFY_PAYLOAD_LIMIT = 7000;

type Log = Pick<Logger, 'warn' | 'error'>;

abstract class BaseBus implements ChangeBus {
  abstract readonly kind: ChangeBus['kind'];
  readonly #listeners = new Set<(message: ChangeMessage) => void>();
  protected readonly origin = randomUUID();

  constructor(protected readonly log: Log) {}

  subscribe(listener: (message: ChangeMessage) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  protected deliver(message: ChangeMessage) {
    for (const listener of this.#listeners) {
      try {
        listener(message);
      } catch (error) {
        this.log.error({ err: error, topic: message.topic }, 'A change listener failed');
      }
    }
  }

  /** Reads an envelope from the wire; ignores this process's own and anything malformed. */
  protected receive(raw: string) {
    try {
      const { from, message } = JSON.parse(raw) as { from: string; message: ChangeMessage };
      if (from !== this.origin && message && typeof message.topic === 'string') this.deliver(message);
    } catch {
      this.log.warn({ raw: raw.slice(0, 200) }, 'Ignored a malformed change message');
    }
  }

  protected envelope(message: ChangeMessage) {
    return JSON.stringify({ from: this.origin, message });
  }

  abstract publish(message: ChangeMessage): Promise<boolean>;
  abstract ready(): Promise<void>;
  abstract close(): Promise<void>;

  async ping() {}
}

/** One process (the embedded database): nobody else to tell. */
class LocalBus extends BaseBus {
  readonly kind = 'local' as const;
  async publish() {
    return true;
  }
  async ready() {}
  async close() {}
}

class RedisBus extends BaseBus {
  readonly kind = 'redis' as const;
  readonly #pub: Redis;
  readonly #sub: Redis;
  #subscribed: Promise<unknown>;

  constructor(url: string, log: Log) {
    super(log);
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000, connectTimeout: 2_000 };
    this.#pub = new Redis(url, options);
    // The subscriber re-subscribes by itself after a reconnection; a queue lets SUBSCRIBE wait for the first one.
    this.#sub = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: null });
    for (const redis of [this.#pub, this.#sub]) redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis (change bus) connection failed; retrying'));
    let connectedOnce = false;
    this.#sub.on('ready', () => {
      if (connectedOnce) this.deliver({ topic: 'resync' });
      connectedOnce = true;
    });
    this.#sub.on('message', (_channel: string, raw: string) => this.receive(raw));
    this.#subscribed = this.#sub.subscribe(CHANGE_CHANNEL);
    this.#subscribed.catch(() => {});
  }

  async publish(message: ChangeMessage) {
    try {
      await this.#pub.publish(CHANGE_CHANNEL, this.envelope(message));
      return true;
    } catch (error) {
      this.log.error({ err: error, topic: message.topic }, 'Could not tell the other processes of a change: their copies may be stale until their TTL');
      return false;
    }
  }

  override async ping() {
    if (this.#sub.status !== 'ready') throw new Error(`The change bus's Redis subscriber is ${this.#sub.status}`);
    await this.#pub.ping();
  }

  async ready() {
    await this.#subscribed;
    if (this.#pub.status !== 'ready') await new Promise((resolve) => this.#pub.once('ready', resolve));
  }

  async close() {
    await Promise.all([this.#pub, this.#sub].map((redis) => redis.quit().catch(() => redis.disconnect())));
  }
}

class PostgresBus extends BaseBus {
  readonly kind = 'postgres' as const;
  #client: Client | null = null;
  #connecting: Promise<void>;
  #closed = false;
  #connectedOnce = false;

  constructor(private readonly url: string, log: Log) {
    super(log);
    this.#connecting = this.#connect();
  }

  async #connect(): Promise<void> {
    while (!this.#closed) {
      const client = new Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
      client.on('error', (error) => this.log.warn({ err: error }, 'PostgreSQL (change bus) connection failed; reconnecting'));
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      } catch (error) {
        this.log.warn({ err: error }, 'PostgreSQL (change bus) is unreachable; retrying in a second');
        await client.end().catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 1_000).unref());
        continue;
      }
      client.on('notification', (notice) => {
        if (notice.channel === CHANGE_CHANNEL && notice.payload) this.receive(notice.payload);
      });
      client.once('end', () => {
        if (this.#client === client) this.#client = null;
        if (!this.#closed) this.#connecting = this.#connect();
      });
      this.#client = client;
      if (this.#connectedOnce) this.deliver({ topic: 'resync' });
      this.#connectedOnce = true;
      return;
    }
  }

  async publish(message: ChangeMessage) {
    try {
      const client = this.#client;
      if (!client) throw new Error('not connected');
      for (const piece of splitForNotify(message)) {
        await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, this.envelope(piece)]);
      }
      return true;
    } catch (error) {
      this.log.error({ err: error, topic: message.topic }, 'Could not tell the other processes of a change: their copies may be stale until their TTL');
      return false;
    }
  }

  async ready() {
    await this.#connecting;
  }

  async close() {
    this.#closed = true;
    await this.#client?.end().catch(() => {});
  }
}

/** A message small enough for one NOTIFY each (a long tag list becomes several). */
export function splitForNotify(message: ChangeMessage): ChangeMessage[] {
  if (message.topic !== 'response-cache' || JSON.stringify(message).length < NOTIFY_PAYLOAD_LIMIT) return [message];
  const pieces: ChangeMessage[] = [];
  let entities: { typename: string; id: string }[] = [];
  let size = 0;
  for (const entity of message.entities) {
    const length = JSON.stringify(entity).length + 1;
    if (size + length > NOTIFY_PAYLOAD_LIMIT - 200 && entities.length) {
      pieces.push({ topic: 'response-cache', entities });
      entities = [];
      size = 0;
    }
    entities.push(entity);
    size += length;
  }
  if (entities.length) pieces.push({ topic: 'response-cache', entities });
  return pieces;
}

/** Redis when REDIS_URL is set, else PostgreSQL when DATABASE_URL is, else this process alone. */
export function createChangeBus(options: { redisUrl?: string; postgresUrl?: string; log: Log }): ChangeBus {
  if (options.redisUrl) return new RedisBus(options.redisUrl, options.log);
  if (options.postgresUrl) return new PostgresBus(options.postgresUrl, options.log);
  return new LocalBus(options.log);
}

/** A bus that tells nobody (tests and tools with one process). */
export function localChangeBus(): ChangeBus {
  return new LocalBus({ warn: () => {}, error: () => {} });
}
