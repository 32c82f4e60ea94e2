/**
 * Issue 22 §2: the disk store and the S3-compatible store (against s3rver, a local S3 server) keep the
 * same promises: bytes back as written, sizes, missing files, deletes, and keys checked before any I/O.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskStorage, type FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { startTestS3, TEST_S3_CREDENTIALS } from '../../../test/test-s3.ts';

let stopS3: (() => Promise<void>) | undefined;
const stores: [string, () => Promise<FileStorage>][] = [
  ['disk', async () => new LocalDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'pathagar-files-')))],
  [
    'S3 (s3rver)',
    async () => {
      const s3 = await startTestS3();
      stopS3 = s3.stop;
      return new S3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...TEST_S3_CREDENTIALS });
    },
  ],
];

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe.each(stores)('the %s store', (_, make) => {
  let store: FileStorage;
  beforeAll(async () => {
    store = await make();
  });
  afterAll(async () => {
    await stopS3?.();
    stopS3 = undefined;
  });

  it('gives back the bytes it was given, with their size', async () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
    await store.put('covers/a-book.webp', bytes);
    expect(Buffer.from((await store.read('covers/a-book.webp'))!)).toEqual(Buffer.from(bytes));
    const opened = (await store.open('covers/a-book.webp'))!;
    expect(opened.size).toBe(200_000);
    expect(Buffer.from(await new Response(opened.body).arrayBuffer())).toEqual(Buffer.from(bytes));
    await store.put('info/note.txt', 'বাংলা text');
    expect(await text((await store.open('info/note.txt'))!.body)).toBe('বাংলা text');
    expect(await store.head('covers/a-book.webp')).toEqual({ size: 200_000 });
  });

  it('streams a byte range and still tells the whole size', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 253);
    await store.put('ebooks/range.pdf', bytes);
    const part = (await store.open('ebooks/range.pdf', { start: 65_536, end: 70_000 }))!;
    expect(part.size).toBe(100_000);
    expect(Buffer.from(await new Response(part.body).arrayBuffer())).toEqual(Buffer.from(bytes.subarray(65_536, 70_001)));
  });

  it('answers null for a missing file and forgets a deleted one', async () => {
    expect(await store.open('covers/none.webp')).toBeNull();
    expect(await store.read('covers/none.webp')).toBeNull();
    expect(await store.head('covers/none.webp')).toBeNull();
    await store.put('covers/gone.webp', 'x');
    await store.delete('covers/gone.webp');
    expect(await store.read('covers/gone.webp')).toBeNull();
    await expect(store.delete('covers/never-there.webp')).resolves.toBeUndefined();
  });

  it('writes a stream whole and lists its files with their sizes', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 241);
    await store.putStream('ebooks/streamed.pdf', new Response(bytes).body!, bytes.length);
    expect(Buffer.from((await store.read('ebooks/streamed.pdf'))!).equals(Buffer.from(bytes))).toBe(true);
    await store.put('authors/listed.jpg', 'abc');
    const listed: { key: string; size: number }[] = [];
    for await (const object of store.list()) listed.push(object);
    expect(listed).toEqual(expect.arrayContaining([{ key: 'ebooks/streamed.pdf', size: 300_000 }, { key: 'authors/listed.jpg', size: 3 }]));
    expect(new Set(listed.map((o) => o.key)).size).toBe(listed.length);
    await store.delete('authors/listed.jpg');
    const after: string[] = [];
    for await (const object of store.list()) after.push(object.key);
    expect(after).not.toContain('authors/listed.jpg');
    expect(after).toContain('ebooks/streamed.pdf');
  });

  it('refuses keys outside its rules before touching anything', async () => {
    for (const key of ['../etc/passwd', '/covers/a.webp', 'covers/../x', 'Covers/a.webp', 'covers']) {
      await expect(store.put(key, 'x')).rejects.toThrow(/Invalid storage key/);
    }
  });
});
