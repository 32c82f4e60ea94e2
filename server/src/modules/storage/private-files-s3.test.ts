/**
 * Issue 22 acceptance: on S3-compatible storage a private file (an ebook's source, a customer's stamped
 * copy) is never readable by its bucket address without credentials, while the owner reads it through
 * the shop with range requests (206). The local bucket (s3rver behind test/private-bucket-gate.ts)
 * refuses what a real bucket refuses; the first tests show it is not a blanket refusal, so the check
 * of the shop's files would fail if the shop wrote them public or presigned them.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { signInAs, registerCustomer, unusedPhone } from '../../../test/accounts.ts';
import { buyProducts, samplePdf } from '../../../test/library-fixtures.ts';
import { createEbook } from '../../../test/catalog-fixtures.ts';
import { startTestS3, TEST_S3_CREDENTIALS } from '../../../test/test-s3.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { S3Storage } from './s3-storage.ts';
import { SAMPLE_FILES, upload } from './test-uploads.ts';

let s3: Awaited<ReturnType<typeof startTestS3>>;
let store: S3Storage;

/** The bucket address of a key (path-style, as MinIO and most local servers use). */
const bucketAddress = (key: string) => `${s3.endpoint}/${s3.bucket}/${key}`;

function client(secretAccessKey = TEST_S3_CREDENTIALS.secretAccessKey) {
  return new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: TEST_S3_CREDENTIALS.accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData) =>
  typeof data === 'string' ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** SHA-256 for the SDK's signer, from node:crypto. */
class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytesOf(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.secret ? createHmac('sha256', bytesOf(this.secret)) : createHash('sha256');
  }
}

/** A presigned GET address of `key` valid for `seconds` from `signedAt` (payload unsigned, as S3's presigner makes them). */
async function presignedAddress(key: string, seconds: number, signedAt = new Date()) {
  const url = new URL(bucketAddress(key));
  const signer = new SignatureV4({ service: 's3', region: 'us-east-1', credentials: TEST_S3_CREDENTIALS, sha256: NodeSha256, uriEscapePath: false });
  const signed = await signer.presign(
    { method: 'GET', protocol: 'http:', hostname: url.hostname, port: Number(url.port), path: url.pathname, headers: { host: url.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' }, query: {} },
    { expiresIn: seconds, signingDate: signedAt },
  );
  const query = new URLSearchParams(signed.query as Record<string, string>).toString();
  return `${url.origin}${url.pathname}?${query}`;
}

beforeAll(async () => {
  s3 = await startTestS3('pathagar-private');
  store = new S3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...TEST_S3_CREDENTIALS });
});
afterAll(() => s3.stop());

describe('the local bucket refuses what a private bucket refuses', () => {
  it('serves a signed read and refuses unsigned, wrongly signed and expired ones', async () => {
    await store.put('ebooks/gate-check.pdf', SAMPLE_FILES.pdf);
    expect(Buffer.from((await store.read('ebooks/gate-check.pdf'))!)).toEqual(SAMPLE_FILES.pdf);

    const anonymous = await fetch(bucketAddress('ebooks/gate-check.pdf'));
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
    expect((await fetch(bucketAddress('ebooks/gate-check.pdf'), { method: 'HEAD' })).status).toBe(403);

    await expect(client('not-the-secret').send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'ebooks/gate-check.pdf' }))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });

    const fresh = await fetch(await presignedAddress('ebooks/gate-check.pdf', 60));
    expect(fresh.status).toBe(200);
    expect(Buffer.from(await fresh.arrayBuffer())).toEqual(SAMPLE_FILES.pdf);
    const expired = await fetch(await presignedAddress('ebooks/gate-check.pdf', 60, new Date(Date.now() - 120_000)));
    expect(expired.status).toBe(403);
    const tampered = (await presignedAddress('ebooks/gate-check.pdf', 60)).replace('gate-check', 'gate-chec%6B');
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('lets anyone read an object written with a public ACL, and only that one', async () => {
    await client().send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'covers/made-public.webp', Body: SAMPLE_FILES.webp, ACL: 'public-read' }));
    const opened = await fetch(bucketAddress('covers/made-public.webp'));
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(SAMPLE_FILES.webp);
    // Written again without the ACL, it is private again.
    await store.put('covers/made-public.webp', SAMPLE_FILES.webp);
    expect((await fetch(bucketAddress('covers/made-public.webp'))).status).toBe(403);
  });
});

describe('the shop on S3-compatible storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ services: { storage: store } });
  }, 60_000);
  afterAll(() => t.close());

  it('keeps an uploaded ebook and the owner’s stamped copy unreadable at their bucket addresses, and serves the owner ranges through the shop', async () => {
    const admin = await signInAs(t, 'admin');
    const uploaded = await upload(t, { purpose: 'ebook', bytes: await samplePdf(), name: 'book.pdf', type: 'application/pdf' }, admin);
    expect(uploaded.status).toBe(201);
    const { key, url } = (await uploaded.json()) as { key: string; url: string | null };
    expect(url).toBeNull();
    const ebook = await createEbook(t.db.prisma, { title: 'Bucket-Private Ebook', pageCount: 6, previewPages: 2 });
    await t.db.prisma.ebookDetail.update({ where: { productId: ebook.id }, data: { fileKey: key } });

    const owner = await registerCustomer(t, { name: 'Bucket Owner', phone: unusedPhone(), password: 'secret123' });
    await buyProducts(t, owner.userId, [ebook.id]);
    const part = await t.app.request(`/files/ebooks/${ebook.id}`, { headers: { cookie: `pathagar_session=${owner.token}`, range: 'bytes=0-1023' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/);
    expect(part.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await part.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    // Every object the shop wrote for this ebook (the source and the owner's stamped copy) is refused
    // without credentials, and the shop never handed out a bucket address for any of them.
    const written: string[] = [];
    for await (const object of store.list()) written.push(object.key);
    const copies = written.filter((name) => name.startsWith('ebook-copies/'));
    expect(copies.length).toBeGreaterThan(0);
    for (const name of [key, ...copies]) {
      const response = await fetch(bucketAddress(name));
      expect({ name, status: response.status }).toEqual({ name, status: 403 });
      expect(await response.text()).not.toContain('%PDF');
    }
    expect(part.headers.get('location')).toBeNull();
  });

  it('serves a public cover through the shop while the bucket keeps it private too', async () => {
    const admin = await signInAs(t, 'admin');
    const uploaded = await upload(t, { purpose: 'cover', bytes: SAMPLE_FILES.webp, name: 'cover.webp', type: 'image/webp' }, admin);
    const { key, url } = (await uploaded.json()) as { key: string; url: string };
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(SAMPLE_FILES.webp);
    expect((await fetch(bucketAddress(key))).status).toBe(403);
  });
});
