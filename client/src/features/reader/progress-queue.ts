/**
 * The reader's place, kept in localStorage until the server has it: a position saved while offline (or
 * while a request failed) waits here and is sent again when the browser is back online. The latest
 * position by the device's clock wins, here as on the server.
 */
export interface QueuedPosition {
  page: number;
  /** Milliseconds since the epoch, by this device's clock. */
  at: number;
}

const PREFIX = 'pathagar.reading.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The position waiting to be sent for this ebook, if any. */
export function queuedPosition(ebookId: string): QueuedPosition | null {
  try {
    const value = JSON.parse(storage()?.getItem(PREFIX + ebookId) ?? 'null') as QueuedPosition | null;
    return value && Number.isInteger(value.page) && Number.isFinite(value.at) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a position to send (a newer one replaces an older one, never the reverse). */
export function queuePosition(ebookId: string, position: QueuedPosition) {
  const current = queuedPosition(ebookId);
  if (current && current.at > position.at) return;
  storage()?.setItem(PREFIX + ebookId, JSON.stringify(position));
}

/** Forgets the queued position once the server has it (unless a newer one was queued meanwhile). */
export function clearQueued(ebookId: string, sent: QueuedPosition) {
  const current = queuedPosition(ebookId);
  if (current && current.at === sent.at && current.page === sent.page) storage()?.removeItem(PREFIX + ebookId);
}

/** Every ebook with a position waiting. */
export function queuedEbookIds(): string[] {
  const store = storage();
  if (!store) return [];
  const ids: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) ids.push(key.slice(PREFIX.length));
  }
  return ids;
}

/** Where to open: the newer of the server's position and this device's unsent one. */
export function startingPage(server: { page: number; lastReadAt: string } | null, queued: QueuedPosition | null): number {
  if (!server) return queued?.page ?? 1;
  if (queued && queued.at > Date.parse(server.lastReadAt)) return queued.page;
  return server.page;
}
