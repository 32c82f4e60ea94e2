import type { Config } from '../../config.ts';
import { LocalDiskStorage, type FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The store the configuration asks for: the local disk (default) or an S3-compatible bucket (STORAGE=s3). */
export function createFileStorage(storage: Pick<Config['storage'], 'dir' | 's3'>): FileStorage {
  return storage.s3 ? new S3Storage(storage.s3) : new LocalDiskStorage(storage.dir);
}
