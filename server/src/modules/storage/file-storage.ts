import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Where uploaded and generated files live. Keys are relative paths like `covers/3f2a….svg`. */
export interface FileStorage {
  put(key: string, data: Uint8Array | string): Promise<void>;
  /** The file's bytes as a web stream, or null when there is no such file. */
  open(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  read(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
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
    await writeFile(file, data);
  }

  async open(key: string) {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
  }

  async read(key: string) {
    return readFile(this.pathOf(key)).catch(() => null);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
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
