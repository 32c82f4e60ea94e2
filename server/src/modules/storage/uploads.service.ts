import { randomUUID } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { PrismaClient, StoredFile } from '../../generated/prisma/client.ts';
import { AppError, ValidationError } from '../../shared/errors.ts';
import { recordAudit } from '../accounts/audit.ts';
import { NotSignedInError } from '../accounts/errors.ts';
import { publicFileUrl } from './file-storage.ts';
import { readPdfPageCount } from '../library/pdf/stamp.ts';
import { isUploadPurpose, JPEG, PDF, PNG, sniffFileType, UPLOAD_PURPOSES, WEBP, type UploadPurposeName } from './file-types.ts';
import { checkImage } from './images.ts';

/** A signed-in user without the permission an action needs (REST answers 403). */
export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  readonly status = 403;
  constructor() {
    super('You do not have permission to do this.');
  }
}

export class FileTooLargeError extends AppError {
  readonly code = 'FILE_TOO_LARGE';
  readonly status = 413;
  constructor(maxBytes: number) {
    super(`The file is too large. The limit is ${formatMegabytes(maxBytes)}.`);
  }
}

function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** Throws unless the viewer may manage the catalogue (uploads are staff-only). */
export function requireCatalogManager(ctx: Pick<Context, 'viewer'>): string {
  if (!ctx.viewer) throw new NotSignedInError();
  if (!ctx.viewer.permissions.has('catalog.manage')) throw new ForbiddenError();
  return ctx.viewer.id;
}

export interface UploadInput {
  purpose: unknown;
  file: { bytes: Uint8Array; name: string } | null;
}

export interface UploadResult {
  key: string;
  url: string | null;
  contentType: string;
  size: number;
}

/** The JSON answer of an upload: `url` only for public files. */
export function uploadResult(file: Pick<StoredFile, 'key' | 'contentType' | 'size' | 'visibility'>): UploadResult {
  return {
    key: file.key,
    url: file.visibility === 'PUBLIC' ? publicFileUrl(file.key) : null,
    contentType: file.contentType,
    size: file.size,
  };
}

/**
 * Stores an uploaded file for a purpose (cover, author photo, page image, ebook): its type is taken
 * from its first bytes, its size checked against the configured limit; records a StoredFile row
 * (ebooks private, images public) and an audit event.
 */
export async function storeUpload(ctx: Context, input: UploadInput): Promise<StoredFile> {
  const uploadedById = requireCatalogManager(ctx);
  if (!isUploadPurpose(input.purpose)) {
    throw new ValidationError([
      { field: 'purpose', message: `Purpose must be one of: ${Object.keys(UPLOAD_PURPOSES).join(', ')}` },
    ]);
  }
  const purposeName: UploadPurposeName = input.purpose;
  const purpose = UPLOAD_PURPOSES[purposeName];
  const file = input.file;
  if (!file || file.bytes.length === 0) throw new ValidationError([{ field: 'file', message: 'Choose a file to upload' }]);
  const maxBytes = ctx.services.config.storage.uploadMaxBytes;
  if (file.bytes.length > maxBytes) throw new FileTooLargeError(maxBytes);
  const type = sniffFileType(file.bytes);
  if (!type || !purpose.accepts.includes(type)) {
    throw new ValidationError([{ field: 'file', message: `The file is not ${purpose.expected}` }]);
  }

  // An image is decoded once now (real, sane dimensions, no decompression bomb): variants are made from it later.
  if (type === JPEG || type === PNG || type === WEBP) await checkImage(file.bytes);
  // A PDF the reader could not open is refused now rather than found by a customer who paid for it.
  if (type === PDF && (await readPdfPageCount(file.bytes)) === null) {
    throw new ValidationError([{ field: 'file', message: 'The PDF cannot be read (damaged or encrypted); export it again and upload that' }]);
  }
  const key = `${purpose.folder}/${randomUUID()}.${type.extension}`;
  await ctx.services.storage.put(key, file.bytes);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const stored = await tx.storedFile.create({
        data: {
          key,
          contentType: type.contentType,
          size: file.bytes.length,
          visibility: purpose.visibility,
          originalName: file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200),
          uploadedById,
        },
      });
      // recordAudit only uses model delegates, which the transaction client has.
      await recordAudit({ ...ctx, prisma: tx as PrismaClient }, {
        action: 'storage.file_uploaded',
        targetType: 'StoredFile',
        targetId: key,
        details: { purpose: purposeName, contentType: type.contentType, size: stored.size },
      });
      return stored;
    });
  } catch (error) {
    await ctx.services.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
