/**
 * Files in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2): the same
 * interface as the disk store, so several server processes and machines share one store. Objects are
 * written without any ACL (private, the buckets' default); public files reach browsers through the
 * shop's /files route or a CDN at PUBLIC_FILES_URL in front of the public prefixes, private ones
 * (ebook files, stamped copies) only through the shop's authenticated endpoints.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { assertStorageKey, isStorageKey, type ByteRange, type FileStorage, type StoredObject } from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another service than AWS S3 (MinIO, R2, Backblaze …); AWS when absent. */
  endpoint?: string;
  /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most local servers need. */
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A prefix for every key (one bucket shared by several shops or environments). */
  keyPrefix?: string;
}

function missing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export class S3Storage implements FileStorage {
  readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // Services other than AWS (MinIO, R2, Backblaze, s3rver) do not all understand the SDK's default
      // streamed-upload framing with a trailing checksum (aws-chunked); with them a checksum is sent only
      // when an operation requires one. The sizes and SHA-256 of moved files are checked by storage:copy.
      ...(options.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
    });
  }

  private objectKey(key: string) {
    assertStorageKey(key);
    return `${this.options.keyPrefix ?? ''}${key}`;
  }

  async put(key: string, data: Uint8Array | string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: typeof data === 'string' ? Buffer.from(data) : data }));
  }

  /** Streams `size` bytes up in one PutObject (up to 5 GB, S3's limit for one request); no ACL, so private. */
  async putStream(key: string, body: ReadableStream<Uint8Array>, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: Readable.fromWeb(body as NodeWebStream<Uint8Array>), ContentLength: size }),
    );
  }

  /** The object's bytes (only `range` when given: S3 answers a Range request itself) and its whole size. */
  async open(key: string, range?: ByteRange) {
    let answer: GetObjectCommandOutput;
    try {
      answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    // With a range, ContentRange is "bytes start-end/size"; the whole size is what callers compare against.
    const size = range ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? 0) : Number(answer.ContentLength ?? 0);
    return { body: answer.Body!.transformToWebStream() as ReadableStream<Uint8Array>, size };
  }

  async read(key: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return await answer.Body!.transformToByteArray();
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  /** The object's size, or null when there is none. */
  async head(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return { size: Number(head.ContentLength ?? 0) };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  /** Every object under the key prefix whose name (less the prefix) is a storage key; other objects are none of the shop's. */
  async *list(): AsyncIterable<StoredObject> {
    const prefix = this.options.keyPrefix ?? '';
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix || undefined, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length);
        if (key && isStorageKey(key)) yield { key, size: Number(object.Size ?? 0) };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }
}
