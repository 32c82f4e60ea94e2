import { createReadStream, createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded and generated files live. Keys are relative paths like `covers/3f2a….svg`. */
export interface FileStorage {
  put(key: string, data: Uint8Array | string): Promise<void>;
  /**
   * Writes a file of `size` bytes from a stream, never holding it whole in memory (moving a store);
   * written like `put`: whole or not at all, and never made public by the store itself.
   */
  putStream(key: string, body: ReadableStream<Uint8Array>, size: number): Promise<void>;
  /**
   * The file's bytes as a web stream, or null when there is no such file. With a range, only bytes
   * `start`..`end` (inclusive, within the file: the caller checks against `head`) are streamed.
   */
  open(key: string, range?: ByteRange): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  /** The file's size, or null when there is no such file. */
  head(key: string): Promise<{ size: number } | null>;
  read(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Every file in the store with its size, in no promised order (only keys `isStorageKey` accepts). */
  list(): AsyncIterable<StoredObject>;
}

/** One file as a store's listing gives it. */
export interface StoredObject {
  key: string;
  size: number;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

/** True for keys the storage accepts: lower-case folder, then safe path segments (no `..`, no leading slash). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '..' || segment === '.');
}

/** Throws on a key `isStorageKey` refuses (every store checks before it touches anything). */
export function assertStorageKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A file being written (renamed to its key once whole). */
const PARTIAL_SUFFIX = '.partial';

/** Files on the local disk under one directory (the default; `STORAGE_DIR`). */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array | string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed: a reader never sees half a file, and two writers of one key leave one whole file.
    const partial = `${file}.${randomUUID()}${PARTIAL_SUFFIX}`;
    await writeFile(partial, data);
    await rename(partial, file).catch(async (error: unknown) => {
      await rm(partial, { force: true });
      throw error;
    });
  }

  async putStream(key: string, body: ReadableStream<Uint8Array>): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}${PARTIAL_SUFFIX}`;
    try {
      await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>), createWriteStream(partial));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string, range?: ByteRange) {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: info.size };
  }

  async head(key: string) {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? { size: info.size } : null;
  }

  async read(key: string) {
    return readFile(this.pathOf(key)).catch(() => null);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Files under the root (none when it does not exist yet), leaving out writes in progress and foreign names. */
  async *list(): AsyncIterable<StoredObject> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith(PARTIAL_SUFFIX)) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!isStorageKey(key)) continue;
      const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size };
    }
  }
}

let publicFilesBase = '/files';

/** Where public files are linked from now on: a CDN or bucket address (PUBLIC_FILES_URL), or the shop's own /files route. */
export function linkPublicFilesAt(base: string | undefined): void {
  publicFilesBase = base ? base.replace(/\/+$/, '') : '/files';
}

/** The public address of a PUBLIC file (covers, photos, sample pages): the files route, or PUBLIC_FILES_URL. */
export function publicFileUrl(key: string): string {
  return `${publicFilesBase}/${key}`;
}
