/** Uploads (`POST /api/uploads`, staff) and the public files route (`GET /files/{key}`). */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { apiError } from '../../http/api-errors.ts';
import { restCall, type AppVariables } from '../../http/rest.ts';
import { ValidationError } from '../../shared/errors.ts';
import { isStorageKey, type FileStorage } from './file-storage.ts';
import { purposeOfKey } from './file-types.ts';
import { ensureVariant, parseVariantKey, variantKey } from './images.ts';
import { FileTooLargeError, requireCatalogManager, storeUpload, uploadResult } from './uploads.service.ts';

type Env = { Variables: AppVariables };

/** Room for the multipart envelope (boundaries, part headers, the purpose field) around the file itself. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

// Checked before the body is read: strangers do not get to stream megabytes at us.
const staffOnly: MiddlewareHandler<Env> = async (c, next) => {
  try {
    requireCatalogManager(c.var.ctx);
  } catch (error) {
    return restCall(c, () => Promise.reject(error));
  }
  await next();
};

const uploadSizeLimit: MiddlewareHandler<Env> = (c, next) => {
  const maxBytes = c.var.ctx.services.config.storage.uploadMaxBytes;
  return bodyLimit({
    maxSize: maxBytes + MULTIPART_ENVELOPE_BYTES,
    onError: (c) => {
      const error = new FileTooLargeError(maxBytes);
      return apiError(c, 413, error.message, error.message);
    },
  })(c, next);
};

export function uploadsRest() {
  const api = new Hono<Env>();

  api.post('/uploads', staffOnly, uploadSizeLimit, (c) =>
    restCall(c, async () => {
      if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
        throw new ValidationError([{ field: 'file', message: 'Send the file as multipart/form-data' }]);
      }
      const body = await c.req.parseBody().catch(() => {
        throw new ValidationError([{ field: 'file', message: 'The upload could not be read' }]);
      });
      const part = body.file;
      const file = part instanceof File ? { bytes: new Uint8Array(await part.arrayBuffer()), name: part.name } : null;
      const stored = await storeUpload(c.var.ctx, { purpose: body.purpose, file });
      return c.json(uploadResult(stored), 201);
    }),
  );

  return api;
}

/**
 * Public files by key: only keys recorded as PUBLIC StoredFile rows (ebook files never), with a
 * year-long immutable cache since a key never changes its bytes. Anything else is a plain 404.
 */
export function filesRoutes(deps: { prisma: PrismaClient; storage: FileStorage }) {
  const files = new Hono();

  files.get('/*', async (c) => {
    const key = c.req.path.replace(/^\/files\//, '');
    if (!isStorageKey(key) || purposeOfKey(key) === 'ebook') return c.text('Not Found', 404);
    const variant = parseVariantKey(key);
    const row = await deps.prisma.storedFile.findUnique({ where: { key: variant ? variant.original : key } });
    if (!row || row.visibility !== 'PUBLIC') return c.text('Not Found', 404);
    let opened = await deps.storage.open(key);
    if (!opened && variant) {
      // Made once, on its first request, then kept: every later request (or a CDN in front) reads the stored bytes.
      const made = await ensureVariant(deps, row, variant.width);
      // An original stored before uploads were decoded, that does not decode: the original itself, as uploaded.
      if (made === 'unreadable') {
        return (await deps.storage.head(variant.original)) ? c.redirect(`/files/${variant.original}`, 302) : c.text('Not Found', 404);
      }
      opened = await deps.storage.open(key);
      // An AVIF not smaller than the WebP is not kept (nor offered): the WebP is the one to show.
      if (!opened && variant.format === 'avif') return c.redirect(`/files/${variantKey(variant.original, variant.width)}`, 302);
    }
    if (!opened) return c.text('Not Found', 404);
    return new Response(opened.body, {
      status: 200,
      headers: {
        'Content-Type': variant ? `image/${variant.format}` : row.contentType,
        'Content-Length': String(opened.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        // Opened directly (not as an <img>), a file may run nothing and load nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  });

  return files;
}
