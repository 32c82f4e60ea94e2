/**
 * Session → viewer without a database round trip on most requests (issue 32 §1). Each process keeps the
 * sessions it resolved lately (token hash → session id, viewer, expiry, last seen), bounded in size and
 * each for a few seconds only:
 *
 * - every revocation (sign-out, sign-out everywhere, password change or reset, a changed phone or email,
 *   roles or permissions edited on the Authority screen, a Google account joined) drops the entries here
 *   and tells the other processes on the change bus (topic `sessions`), which drop theirs: a revoked
 *   session is refused everywhere as soon as the message arrives (well under a second);
 * - the short TTL is the backstop when a message is lost (a bus outage; a row edited by hand): nothing a
 *   second machine would miss lives here longer than `ttlMs`; after a reconnection (`resync`) the whole
 *   cache is dropped;
 * - an entry read from the database while an invalidation arrived is not kept (the generation counter),
 *   so a lookup that raced a revocation cannot put the revoked session back.
 *
 * The cache holds nothing a request writes: the once-a-minute touch (`lastSeenAt`) is written in the
 * background by sessions.ts, never on the answer's critical path.
 */
import type { ChangeBus, ChangeMessage } from '../../change-bus.ts';
import type { Viewer } from '../../viewer.ts';
import type { Logger } from '../../logger.ts';
import type { Clock } from '../../shared/clock.ts';

/** How long a resolved session is trusted without asking the database (the backstop for a lost message). */
export const SESSION_CACHE_TTL_MS = 5_000;
/** How many sessions one process keeps (the oldest go first). */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

export interface CachedSession {
  sessionId: string;
  userId: string;
  viewer: Viewer;
  expiresAt: Date;
  /** When the session was last seen, as far as this process knows (ms since the epoch). */
  lastSeenAt: number;
  /** When this process read the row (ms since the epoch): the entry is trusted until `loadedAt + ttlMs`. */
  loadedAt: number;
}

/** Which sessions a revocation ends: some by id, every session of some users, or all (a role's permissions changed). */
export type SessionChange = { sessionIds?: string[]; userIds?: string[]; all?: boolean };

export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  #generation = 0;
  readonly #unsubscribe: () => void;

  constructor(
    private readonly options: {
      changes: Pick<ChangeBus, 'publish' | 'subscribe'>;
      clock: Clock;
      ttlMs?: number;
      maxEntries?: number;
      log?: Pick<Logger, 'warn'>;
    },
  ) {
    this.#unsubscribe = options.changes.subscribe((message: ChangeMessage) => {
      if (message.topic === 'sessions') this.forget(message);
      if (message.topic === 'resync') this.forget({ all: true });
    });
  }

  get ttlMs(): number {
    return this.options.ttlMs ?? SESSION_CACHE_TTL_MS;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Counts invalidations: a lookup started under one generation may only be kept under the same. */
  get generation(): number {
    return this.#generation;
  }

  /** The entry for a token hash while it is fresh; undefined when unknown or older than the TTL. */
  get(tokenHash: string): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.options.clock.now().getTime() - entry.loadedAt >= this.ttlMs) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps a session read from the database, unless an invalidation arrived since `generation` was read. */
  remember(tokenHash: string, session: Omit<CachedSession, 'loadedAt'>, generation: number): CachedSession {
    const entry = { ...session, loadedAt: this.options.clock.now().getTime() };
    if (generation !== this.#generation || this.ttlMs <= 0) return entry;
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, entry);
    const max = this.options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    while (this.#entries.size > max) this.#entries.delete(this.#entries.keys().next().value!);
    return entry;
  }

  /** Drops one token's entry (a session found idle or expired). */
  drop(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  /** Drops the entries a change touches, in this process only. */
  forget(change: SessionChange): void {
    this.#generation += 1;
    if (change.all) {
      this.#entries.clear();
      return;
    }
    const sessions = new Set(change.sessionIds ?? []);
    const users = new Set(change.userIds ?? []);
    if (!sessions.size && !users.size) return;
    for (const [hash, entry] of this.#entries) {
      if (sessions.has(entry.sessionId) || users.has(entry.userId)) this.#entries.delete(hash);
    }
  }

  /**
   * Drops the entries here and tells every other process (call it once the change has committed).
   * Never throws: when the bus cannot carry it, the others stop trusting their entries within the TTL.
   */
  async revoke(change: SessionChange): Promise<void> {
    this.forget(change);
    const sent = await this.options.changes.publish({
      topic: 'sessions',
      ...(change.all ? { all: true } : {}),
      ...(change.sessionIds?.length ? { sessionIds: change.sessionIds } : {}),
      ...(change.userIds?.length ? { userIds: change.userIds } : {}),
    });
    if (!sent) this.options.log?.warn({ change }, 'Other processes may trust a revoked session until their session cache entry expires');
  }

  close(): void {
    this.#unsubscribe();
    this.#entries.clear();
  }
}
