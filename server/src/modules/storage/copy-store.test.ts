/**
 * Issue 22 §2: `npm run storage:copy` moves the file store disk → S3 (s3rver, a local S3 server) → disk:
 * every file arrives byte for byte, a second run skips them all, a file damaged or removed at the target
 * (or cut off mid-copy) is copied again by the next run, a copy that does not match is refused, the
 * bucket is never asked to make anything public, and bad arguments stop it with a clear message.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../config.ts';
import { startTestS3, TEST_S3_CREDENTIALS } from '../../../test/test-s3.ts';
import { copyStore, storageCopyCommand } from './copy-store.ts';
import { LocalDiskStorage, type FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

const bytes = (length: number, seed: number) => new Uint8Array(length).map((_, i) => (i * 31 + seed) % 256);

/** Public files (covers, author photos, sample pages) and private ones (ebooks), one large enough to stream in many chunks. */
const FILES: Record<string, Uint8Array> = {
  'covers/9789840000011.webp': bytes(20_000, 1),
  'authors/humayun.jpg': bytes(5_000, 2),
  'pages/sample-1.png': bytes(1, 3),
  'ebooks/higher-math-1.pdf': bytes(700_000, 4),
};
const KEYS = Object.keys(FILES).sort();

let s3: Awaited<ReturnType<typeof startTestS3>>;
let sourceDir: string;
let env: NodeJS.ProcessEnv;
let bucket: S3Storage;

async function run(argv: string[], environment = env) {
  const lines: string[] = [];
  const status = await storageCopyCommand(argv, environment, (line) => lines.push(line));
  return { status, lines, summary: lines.at(-1) ?? '' };
}

async function keysOf(store: FileStorage) {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys.sort();
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The store holds exactly FILES (compared by SHA-256: jest's deep equality over 700 000 bytes takes seconds). */
async function expectSameFiles(store: FileStorage) {
  expect(await keysOf(store)).toEqual(KEYS);
  const digests = Object.fromEntries(await Promise.all(KEYS.map(async (key) => [key, sha256((await store.read(key)) ?? new Uint8Array())])));
  expect(digests).toEqual(Object.fromEntries(KEYS.map((key) => [key, sha256(FILES[key]!)])));
}

beforeAll(async () => {
  s3 = await startTestS3();
  sourceDir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-copy-src-'));
  const disk = new LocalDiskStorage(sourceDir);
  for (const key of KEYS) await disk.put(key, FILES[key]!);
  // A write that was in progress when the server stopped: not a file of the store.
  writeFileSync(path.join(sourceDir, 'covers', '9789840000011.webp.0b7c.partial'), 'half');
  env = {
    STORAGE_DIR: sourceDir,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
  };
  bucket = new S3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...TEST_S3_CREDENTIALS });
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  bucket?.client.destroy();
  await s3?.stop();
});

describe('storage:copy disk → s3 → disk', () => {
  it('copies every file of the disk store to the bucket, byte for byte, leaving writes in progress behind', async () => {
    const first = await run(['--from', 'disk', '--to', 's3']);
    expect(first.status).toBe(0);
    expect(first.lines[0]).toBe(`storage:copy: from disk (${sourceDir}) to s3 (s3://${s3.bucket}/ at ${s3.endpoint})`);
    expect(first.lines.filter((line) => line.startsWith('copied ')).sort()).toEqual(KEYS.map((key) => `copied  ${key} (${FILES[key]!.length} bytes)`));
    expect(first.summary).toBe('storage:copy disk → s3: 4 copied (0.7 MB), 0 skipped (already there, same size and SHA-256), 0 failed');
    await expectSameFiles(bucket);
  });

  it('skips every file on a second run, and copies again only what was damaged or removed at the target', async () => {
    const again = await run(['--from', 'disk', '--to', 's3']);
    expect(again.status).toBe(0);
    expect(again.summary).toMatch(/: 0 copied \(0\.0 MB\), 4 skipped .*, 0 failed$/);

    // Same size, other bytes (a checksum is needed to notice), and a file gone.
    await bucket.put('ebooks/higher-math-1.pdf', bytes(700_000, 99));
    await bucket.delete('covers/9789840000011.webp');
    const repair = await run(['--from', 'disk', '--to', 's3']);
    expect(repair.status).toBe(0);
    expect(repair.lines.filter((line) => line.startsWith('copied ')).sort()).toEqual([
      'copied  covers/9789840000011.webp (20000 bytes)',
      'copied  ebooks/higher-math-1.pdf (700000 bytes)',
    ]);
    expect(repair.summary).toMatch(/: 2 copied \(0\.7 MB\), 2 skipped .*, 0 failed$/);
    await expectSameFiles(bucket);
  });

  it('copies the bucket back to an empty disk store, then skips it all', async () => {
    const backDir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-copy-back-'));
    const back = await run(['--from', 's3', '--to', 'disk'], { ...env, STORAGE_DIR: backDir });
    expect(back.status).toBe(0);
    expect(back.summary).toBe('storage:copy s3 → disk: 4 copied (0.7 MB), 0 skipped (already there, same size and SHA-256), 0 failed');
    await expectSameFiles(new LocalDiskStorage(backDir));
    const again = await run(['--from', 's3', '--to', 'disk'], { ...env, STORAGE_DIR: backDir });
    expect(again.summary).toMatch(/: 0 copied .*, 4 skipped .*, 0 failed$/);
  });

  it('resumes a run cut off in the middle of a file: nothing half-written is left, the next run copies what is missing', async () => {
    const targetDir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-copy-cut-'));
    const target = new LocalDiskStorage(targetDir);
    // The bucket's connection drops after the first chunk of the ebook, once.
    let cut = false;
    const flaky: FileStorage = Object.assign(Object.create(bucket) as S3Storage, {
      open: async (key: string) => {
        const opened = await bucket.open(key);
        if (!opened || key !== 'ebooks/higher-math-1.pdf' || cut) return opened;
        cut = true;
        const reader = opened.body.getReader();
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const chunk = await reader.read();
            if (chunk.done) controller.close();
            else {
              controller.enqueue(chunk.value);
              controller.error(new Error('connection reset'));
              await reader.cancel();
            }
          },
        });
        return { body, size: opened.size };
      },
    });

    const interrupted = await copyStore(flaky, target);
    expect(interrupted).toEqual({ copied: 3, skipped: 0, failed: [{ key: 'ebooks/higher-math-1.pdf', reason: 'connection reset' }], bytesCopied: 25_001 });
    expect(await target.head('ebooks/higher-math-1.pdf')).toBeNull();
    expect(readdirSync(path.join(targetDir, 'ebooks'))).toEqual([]);

    const resumed = await copyStore(flaky, target);
    expect(resumed).toEqual({ copied: 1, skipped: 3, failed: [], bytesCopied: 700_000 });
    await expectSameFiles(target);
  });

  it('refuses a copy whose bytes differ once written, and removes it', async () => {
    const targetDir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-copy-bad-'));
    const disk = new LocalDiskStorage(targetDir);
    // A target that damages what it is given (a bad disk, a proxy rewriting bodies).
    const damaging: FileStorage = Object.assign(Object.create(disk) as LocalDiskStorage, {
      putStream: async (key: string, body: ReadableStream<Uint8Array>, size: number) => {
        await new Response(body).arrayBuffer();
        await disk.put(key, key.startsWith('ebooks/') ? bytes(size, 7) : bytes(size + 1, 7));
      },
    });
    const report = await copyStore(new LocalDiskStorage(sourceDir), damaging, { concurrency: 1 });
    expect(report.copied).toBe(0);
    expect(report.failed.map((f) => f.key).sort()).toEqual(KEYS);
    expect(report.failed.find((f) => f.key === 'ebooks/higher-math-1.pdf')!.reason).toMatch(/^SHA-256 at the target [0-9a-f]{64} differs from the source's [0-9a-f]{64}$/);
    expect(report.failed.find((f) => f.key === 'covers/9789840000011.webp')!.reason).toBe('20001 bytes at the target after writing, 20000 expected');
    expect(await keysOf(disk)).toEqual([]);
  });

  it('ends with status 1 and names every file it could not copy', async () => {
    // The S3 SDK warns on the console about each refused streamed upload; the lines asserted are the command's.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await run(['--from', 'disk', '--to', 's3'], { ...env, S3_BUCKET: 'no-such-bucket' });
    expect(result.status).toBe(1);
    expect(result.lines.filter((line) => line.startsWith('FAILED  ')).map((line) => line.split(':')[0]).sort()).toEqual(KEYS.map((key) => `FAILED  ${key}`));
    expect(result.summary).toMatch(/: 0 copied .*, 0 skipped .*, 4 failed — run it again to retry the failed files$/);
  });

  it('asks the bucket for no ACL: private files stay private, public ones are public only through the shop or its CDN', async () => {
    const prefixed = new S3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, keyPrefix: 'acl-check/', ...TEST_S3_CREDENTIALS });
    const puts: Record<string, string>[] = [];
    prefixed.client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { method?: string; headers?: Record<string, string> };
        if (request.method === 'PUT') puts.push({ ...request.headers });
        return next(args);
      },
      { step: 'finalizeRequest', name: 'recordPuts' },
    );
    try {
      const report = await copyStore(new LocalDiskStorage(sourceDir), prefixed);
      expect(report).toMatchObject({ copied: 4, failed: [] });
      expect(puts).toHaveLength(4);
      for (const headers of puts) expect(Object.keys(headers).filter((name) => /^x-amz-(acl|grant-)/i.test(name))).toEqual([]);
      // The prefix is the store's own: its listing holds its four files, under their keys.
      expect(await keysOf(prefixed)).toEqual(KEYS);
    } finally {
      prefixed.client.destroy();
    }
  });
});

describe('storage:copy arguments', () => {
  it.each([
    [[], '--from is required'],
    [['--from', 'disk'], '--to is required'],
    [['--from', 'ftp', '--to', 's3'], '--from must be disk or s3 (got "ftp")'],
    [['--from', 'disk', '--to', 'disk'], '--from and --to are both disk: nothing to copy'],
    [['--from', 'disk', '--to', 's3', '--concurrency', '0'], '--concurrency must be a whole number from 1 to 64 (got "0")'],
    [['--from', 'disk', '--to', 's3', '--dry-run'], "Unknown option '--dry-run'"],
  ])('%j stops with status 2: %s', async (argv, message) => {
    const result = await run(argv);
    expect(result.status).toBe(2);
    expect(result.lines.join('\n')).toContain(`storage:copy: ${message}`);
    expect(result.lines.join('\n')).toContain('Usage: npm run storage:copy -- --from disk|s3 --to s3|disk');
  });

  it('stops with status 2 when a store is not configured or the disk store does not exist', async () => {
    const noBucket = await run(['--from', 'disk', '--to', 's3'], { STORAGE_DIR: sourceDir });
    expect(noBucket).toMatchObject({ status: 2, lines: ['storage:copy: Invalid configuration:\n  S3_BUCKET: is required when STORAGE=s3'] });
    const missingDir = path.join(sourceDir, 'not-here');
    const noDisk = await run(['--from', 'disk', '--to', 's3'], { ...env, STORAGE_DIR: missingDir });
    expect(noDisk).toMatchObject({ status: 2, lines: [`storage:copy: Invalid configuration:\n  STORAGE_DIR: the disk store ${missingDir} does not exist: nothing to copy from`] });
  });

  it('is what `npm run storage:copy` runs, with its exit status', () => {
    const scripts = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['storage:copy']).toBe('node --import tsx server/scripts/storage-copy.ts');
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/storage-copy.ts', '--from', 's3', '--to', 's3'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(child.status).toBe(2);
    expect(child.stdout).toContain('storage:copy: --from and --to are both s3: nothing to copy');
  });
});
