/**
 * The reader's file endpoints, same-origin and behind the session (never the public storage route):
 *
 * - `GET /files/ebooks/{productId}`: the owner's stamped copy, whole or by `Range` (206 with
 *   `Content-Range`); the entitlement is asked on every request, ranges included.
 * - `GET /files/ebooks/{productId}/preview`: the free preview, a separate PDF of the first pages, for anyone.
 *
 * - `GET /files/lessons/{lessonId}`: a PDF lesson, the same way: the course's owner (or staff editing
 *   courses) gets their stamped copy, whole or by `Range`; a free-preview lesson opens for anyone
 *   (signed in: their stamped copy; signed out: the file as it is).
 *
 * All answer `Cache-Control: private, no-store` and are never in the response cache (GraphQL only).
 * Each viewer's requests are counted (a rate limit on what is served), so a script cannot pull books fast.
 */
import { Hono, type Context as HonoContext } from 'hono';
import { apiError } from '../../http/api-errors.ts';
import { parseRange } from '../../http/byte-range.ts';
import type { AppVariables } from '../../http/rest.ts';
import { consume, type RateLimit } from '../accounts/rate-limit.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { mayOpenLesson } from './courses.service.ts';
import { ebookSource, lessonCopyKey, mayReadWhole, ownerCopyKey, previewKey } from './ebook-files.service.ts';

type Env = { Variables: AppVariables };

/** Requests for file bytes per viewer: a reader asks ~64 KB at a time, so 1 500 in 10 minutes is ~90 MB, a dozen books. */
export const EBOOK_FILE_LIMIT: RateLimit = { max: 1_500, windowMs: 10 * 60_000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function serveFile(c: HonoContext<Env>, storage: FileStorage, key: string, bucket: string) {
  const limited = await consume(c.var.ctx.prisma, bucket, EBOOK_FILE_LIMIT);
  if (!limited.allowed) {
    c.header('Retry-After', String(limited.retryAfterSeconds));
    return apiError(c, 429, 'Too many pages asked for in a short time. Wait a little and try again.');
  }
  const info = await storage.head(key);
  if (!info) return apiError(c, 404, 'This ebook file is missing.');
  const headers: Record<string, string> = {
    'Content-Type': 'application/pdf',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': 'inline',
  };
  const asked = parseRange(c.req.header('range'), info.size);
  if (asked.kind === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${info.size}` } });
  }
  const range = asked.kind === 'range' ? asked.range : undefined;
  const opened = await storage.open(key, range);
  if (!opened) return apiError(c, 404, 'This ebook file is missing.');
  if (!range) return new Response(opened.body, { status: 200, headers: { ...headers, 'Content-Length': String(info.size) } });
  return new Response(opened.body, {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
    },
  });
}

export function ebookFileRoutes(deps: { storage: FileStorage }) {
  const files = new Hono<Env>();

  files.get('/:productId/preview', async (c) => {
    const { ctx } = c.var;
    const productId = c.req.param('productId');
    const source = UUID.test(productId) ? await ebookSource(ctx.prisma, productId) : null;
    const key = source && (await previewKey({ prisma: ctx.prisma, storage: deps.storage }, source));
    if (!key) return c.text('Not Found', 404);
    return serveFile(c, deps.storage, key, `ebook-file:${ctx.viewer?.id ?? ctx.remote.ip}`);
  });

  files.get('/:productId', async (c) => {
    const { ctx } = c.var;
    const productId = c.req.param('productId');
    const source = UUID.test(productId) ? await ebookSource(ctx.prisma, productId) : null;
    // As the public files route answers: nothing tells a guessed address from a missing one.
    if (!source) return c.text('Not Found', 404);
    if (!ctx.viewer) return apiError(c, 401, 'Sign in to read this ebook.');
    if (!(await mayReadWhole(ctx.prisma, ctx.viewer.id, productId))) {
      return apiError(c, 403, 'Buy this ebook to read all of it; its first pages are free to read.');
    }
    const key = await ownerCopyKey({ prisma: ctx.prisma, storage: deps.storage }, source, ctx.viewer.id);
    if (!key) return apiError(c, 404, 'This ebook file is missing.');
    return serveFile(c, deps.storage, key, `ebook-file:${ctx.viewer.id}`);
  });

  files.all('*', (c) => c.text('Not Found', 404));
  return files;
}

/** `/files/lessons/{lessonId}`: a PDF lesson's file, to whoever may open the lesson, asked on every request (ranges included). */
export function lessonFileRoutes(deps: { storage: FileStorage }) {
  const files = new Hono<Env>();

  files.get('/:lessonId', async (c) => {
    const { ctx } = c.var;
    const lessonId = c.req.param('lessonId');
    const lesson = UUID.test(lessonId)
      ? await ctx.prisma.contentLesson.findUnique({
          where: { id: lessonId.toLowerCase() },
          select: { id: true, kind: true, body: true, freePreview: true, chapter: { select: { productId: true, product: { select: { published: true } } } } },
        })
      : null;
    const staff = ctx.viewer?.permissions.has('catalog.manage') ?? false;
    // Not a PDF lesson of a published course: the same plain 404 as a guessed address.
    if (!lesson || lesson.kind !== 'PDF' || !lesson.body.trim() || (!lesson.chapter.product.published && !staff)) return c.text('Not Found', 404);
    if (!lesson.freePreview && !ctx.viewer) return apiError(c, 401, 'Sign in to open this lesson.');
    if (!(await mayOpenLesson(ctx, lesson))) return apiError(c, 403, 'Buy the course to open this lesson.');
    const source = { lessonId: lesson.id, courseId: lesson.chapter.productId, fileKey: lesson.body.trim() };
    const key = ctx.viewer ? await lessonCopyKey({ prisma: ctx.prisma, storage: deps.storage }, source, ctx.viewer.id) : source.fileKey;
    if (!key) return apiError(c, 404, 'This lesson file is missing.');
    return serveFile(c, deps.storage, key, `ebook-file:${ctx.viewer?.id ?? ctx.remote.ip}`);
  });

  files.all('*', (c) => c.text('Not Found', 404));
  return files;
}
