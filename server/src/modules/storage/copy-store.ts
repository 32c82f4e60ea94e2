/**
 * Moving the file store from one kind to the other (`npm run storage:copy -- --from disk --to s3`, and
 * back). Every file of the source is copied under the same key, streamed (never held whole in memory),
 * with its SHA-256 computed on the way and checked against the copy read back from the target. A file
 * already at the target with the same size and checksum is skipped, so an interrupted run is simply run
 * again. Keys keep their meaning, and with it who may read a file: visibility lives in the database
 * (StoredFile rows) and in the key's folder, and every store writes without a public ACL.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { LocalDiskStorage, type FileStorage, type StoredObject } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

export type StoreKind = 'disk' | 's3';
const STORE_KINDS: readonly StoreKind[] = ['disk', 's3'];

export type CopyOutcome =
  | { key: string; size: number; result: 'copied' }
  | { key: string; size: number; result: 'skipped' }
  | { key: string; size: number; result: 'failed'; reason: string };

export interface CopyReport {
  copied: number;
  skipped: number;
  failed: { key: string; reason: string }[];
  /** Bytes written to the target. */
  bytesCopied: number;
}

/** The SHA-256 (hex) and length of a stream, read to its end. */
async function digest(body: ReadableStream<Uint8Array>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

/** The stream passed through unchanged, hashing and counting it as it goes; `result` once it has ended. */
function hashing(body: ReadableStream<Uint8Array>) {
  const hash = createHash('sha256');
  let size = 0;
  let sha256: string | undefined;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        hash.update(chunk);
        size += chunk.byteLength;
        controller.enqueue(chunk);
      },
      flush() {
        sha256 = hash.digest('hex');
      },
    }),
  );
  return { stream, result: () => (sha256 === undefined ? null : { sha256, size }) };
}

async function digestOf(store: FileStorage, key: string) {
  const opened = await store.open(key);
  return opened ? digest(opened.body) : null;
}

/** True when the target already holds exactly the source's bytes (sizes first: a checksum only when they agree). */
async function alreadyCopied(from: FileStorage, to: FileStorage, object: StoredObject): Promise<boolean> {
  const there = await to.head(object.key);
  if (!there || there.size !== object.size) return false;
  const [source, target] = await Promise.all([digestOf(from, object.key), digestOf(to, object.key)]);
  return source !== null && target !== null && source.sha256 === target.sha256 && source.size === target.size;
}

/** Why a copy is not the source's bytes (null when it is): what was read against what was announced and written. */
function mismatch(announced: number, sent: { sha256: string; size: number } | null, written: { sha256: string; size: number } | null): string | null {
  if (!sent) return 'the source stream did not reach its end';
  if (sent.size !== announced) return `the source gave ${sent.size} bytes where it announced ${announced}`;
  if (!written) return 'not found at the target after writing';
  if (written.size !== sent.size) return `${written.size} bytes at the target after writing, ${sent.size} expected`;
  if (written.sha256 !== sent.sha256) return `SHA-256 at the target ${written.sha256} differs from the source's ${sent.sha256}`;
  return null;
}

async function copyOne(from: FileStorage, to: FileStorage, object: StoredObject): Promise<CopyOutcome> {
  const { key } = object;
  if (await alreadyCopied(from, to, object)) return { key, size: object.size, result: 'skipped' };
  const opened = await from.open(key);
  if (!opened) return { key, size: object.size, result: 'failed', reason: 'gone from the source while copying' };
  const source = hashing(opened.body);
  await to.putStream(key, source.stream, opened.size);
  const sent = source.result();
  const written = await digestOf(to, key);
  const reason = mismatch(opened.size, sent, written);
  if (reason) {
    // A bad copy is not left behind to be served; the next run copies it again.
    await to.delete(key).catch(() => undefined);
    return { key, size: object.size, result: 'failed', reason };
  }
  return { key, size: sent!.size, result: 'copied' };
}

/**
 * Copies every file of `from` to `to` (`concurrency` at a time), skipping those already there with the
 * same size and SHA-256, verifying every copy; `onObject` hears of each file as it is done.
 */
export async function copyStore(
  from: FileStorage,
  to: FileStorage,
  options: { concurrency?: number; onObject?: (outcome: CopyOutcome) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [], bytesCopied: 0 };
  const listing = from.list()[Symbol.asyncIterator]();
  // Workers share one listing: each takes the next file when it is free (the listing is never read whole).
  let next: Promise<IteratorResult<StoredObject>> = Promise.resolve({ done: false, value: undefined as never });
  const take = () => (next = next.then((last) => (last.done ? last : listing.next())));
  const worker = async () => {
    for (let item = await take(); !item.done; item = await take()) {
      const outcome = await copyOne(from, to, item.value).catch(
        (error: unknown): CopyOutcome => ({ key: item.value.key, size: item.value.size, result: 'failed', reason: error instanceof Error ? error.message : String(error) }),
      );
      if (outcome.result === 'copied') {
        report.copied += 1;
        report.bytesCopied += outcome.size;
      } else if (outcome.result === 'skipped') report.skipped += 1;
      else report.failed.push({ key: outcome.key, reason: outcome.reason });
      options.onObject?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return report;
}

const USAGE = 'Usage: npm run storage:copy -- --from disk|s3 --to s3|disk [--concurrency N]';

export class UsageError extends Error {}

/** Reads `--from`, `--to` and `--concurrency`; throws UsageError saying what is wrong. */
export function parseCopyArguments(argv: string[]): { from: StoreKind; to: StoreKind; concurrency: number } {
  let values: { from?: string; to?: string; concurrency?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' }, concurrency: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  for (const name of ['from', 'to'] as const) {
    const value = values[name];
    if (value === undefined) throw new UsageError(`--${name} is required`);
    if (!STORE_KINDS.includes(value as StoreKind)) throw new UsageError(`--${name} must be disk or s3 (got ${JSON.stringify(value)})`);
  }
  if (values.from === values.to) throw new UsageError(`--from and --to are both ${values.from}: nothing to copy`);
  const concurrency = values.concurrency === undefined ? 4 : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new UsageError(`--concurrency must be a whole number from 1 to 64 (got ${JSON.stringify(values.concurrency)})`);
  }
  return { from: values.from as StoreKind, to: values.to as StoreKind, concurrency };
}

/** The store of one kind as the environment configures it (disk: STORAGE_DIR; s3: the S3_* variables), whatever STORAGE says. */
export function storeFromEnvironment(kind: StoreKind, env: NodeJS.ProcessEnv): { store: FileStorage; where: string } {
  const storage = loadConfig({ ...env, STORAGE: kind }).storage;
  if (kind === 'disk') return { store: new LocalDiskStorage(storage.dir), where: storage.dir };
  const s3 = storage.s3!;
  return { store: new S3Storage(s3), where: `s3://${s3.bucket}/${s3.keyPrefix ?? ''}${s3.endpoint ? ` at ${s3.endpoint}` : ''}` };
}

function megabytes(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The storage:copy command: returns the exit status (0 all copied or skipped; 1 some file failed; 2 bad
 * arguments or configuration), printing one line per copied or failed file and a closing summary.
 */
export async function storageCopyCommand(argv: string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  let args: ReturnType<typeof parseCopyArguments>;
  let from: ReturnType<typeof storeFromEnvironment>;
  let to: ReturnType<typeof storeFromEnvironment>;
  try {
    args = parseCopyArguments(argv);
    from = storeFromEnvironment(args.from, env);
    to = storeFromEnvironment(args.to, env);
    if (args.from === 'disk' && !existsSync(from.where)) {
      throw new ConfigError([{ variable: env.STORAGE_DIR ? 'STORAGE_DIR' : 'DATA_DIR', message: `the disk store ${from.where} does not exist: nothing to copy from` }]);
    }
  } catch (error) {
    if (error instanceof UsageError) print(`storage:copy: ${error.message}\n${USAGE}`);
    else if (error instanceof ConfigError) print(`storage:copy: ${error.message}`);
    else throw error;
    return 2;
  }
  print(`storage:copy: from ${args.from} (${from.where}) to ${args.to} (${to.where})`);
  try {
    const report = await copyStore(from.store, to.store, {
      concurrency: args.concurrency,
      onObject: (outcome) => {
        if (outcome.result === 'copied') print(`copied  ${outcome.key} (${outcome.size} bytes)`);
        else if (outcome.result === 'failed') print(`FAILED  ${outcome.key}: ${outcome.reason}`);
      },
    });
    const failed = report.failed.length;
    print(
      `storage:copy ${args.from} → ${args.to}: ${report.copied} copied (${megabytes(report.bytesCopied)}), ${report.skipped} skipped (already there, same size and SHA-256), ${failed} failed` +
        (failed ? ' — run it again to retry the failed files' : ''),
    );
    return failed ? 1 : 0;
  } catch (error) {
    // The listing itself failed (no such bucket, no access …): nothing can be said about the files.
    print(`storage:copy: stopped: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    for (const { store } of [from, to]) if (store instanceof S3Storage) store.client.destroy();
  }
}
