/** The reader's side of an ebook (what the viewer may read, where they are in it), the library and reading progress. */
import { builder } from '../../builder.ts';
import type { Product, ReadingProgress } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { EbookNode } from '../catalog/product.schema.ts';
import { ebookFileProblems, type EbookFileProblem } from './ebook-file-check.ts';
import { isEntitled } from './entitlements.ts';
import { libraryEntries } from './library.service.ts';
import { NotEntitledError, percentRead, saveReadingProgress } from './reading-progress.service.ts';

builder.objectType(NotEntitledError, {
  name: 'NotEntitledError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotEntitledError,
  fields: () => ({}),
});

export const ReadingProgressRef = builder.prismaObject('ReadingProgress', {
  description: "Where the customer is in an ebook, kept for every device they read on.",
  fields: (t) => ({
    page: t.exposeInt('page', { description: '1-based page last shown.' }),
    pageCount: t.exposeInt('pageCount'),
    percent: t.int({ description: 'How much is read, 0–100.', resolve: (p) => percentRead(p) }),
    lastReadAt: t.field({ type: 'DateTime', description: 'When, by the reading device’s clock.', resolve: (p) => p.clientUpdatedAt }),
  }),
});

export const ReaderAccessEnum = builder.enumType('ReaderAccess', {
  description: 'What the viewer may read of an ebook: all of it (owner), its free preview, or nothing (no file or no preview).',
  values: ['FULL', 'PREVIEW', 'NONE'] as const,
});

builder.prismaObjectFields(EbookNode, (t) => ({
  readerAccess: t.field({
    type: ReaderAccessEnum,
    description: 'What the viewer may read in the reader; asks the entitlement like the file endpoint does.',
    select: { ebook: { select: { fileKey: true, previewPages: true } } },
    resolve: async (product, _args, ctx) => {
      if (!product.ebook?.fileKey) return 'NONE';
      if (ctx.viewer && (await isEntitled(ctx.prisma, ctx.viewer.id, product.id))) return 'FULL';
      return product.ebook.previewPages > 0 ? 'PREVIEW' : 'NONE';
    },
  }),
  readerFileUrl: t.string({
    nullable: true,
    description: 'Same-origin address of what the viewer may read: their own stamped copy, or the free preview (null for NONE).',
    select: { ebook: { select: { fileKey: true, previewPages: true } } },
    resolve: async (product, _args, ctx) => {
      if (!product.ebook?.fileKey) return null;
      if (ctx.viewer && (await isEntitled(ctx.prisma, ctx.viewer.id, product.id))) return `/files/ebooks/${product.id}`;
      return product.ebook.previewPages > 0 ? `/files/ebooks/${product.id}/preview` : null;
    },
  }),
  readingProgress: t.field({
    type: ReadingProgressRef,
    nullable: true,
    description: "The signed-in viewer's place in this ebook; null when signed out or not started.",
    resolve: (product, _args, ctx) =>
      ctx.viewer ? ctx.prisma.readingProgress.findUnique({ where: { userId_productId: { userId: ctx.viewer.id, productId: product.id } } }) : null,
  }),
}));

interface LibraryEntryShape {
  product: Product;
  progress: ReadingProgress | null;
  grantedAt: Date;
}

const LibraryEntryRef = builder.objectRef<LibraryEntryShape>('LibraryEntry').implement({
  description: 'An ebook in the customer’s library, with their progress in it.',
  fields: (t) => ({
    ebook: t.field({ type: EbookNode, resolve: (entry) => entry.product }),
    progress: t.field({ type: ReadingProgressRef, nullable: true, resolve: (entry) => entry.progress }),
    grantedAt: t.field({ type: 'DateTime', description: 'When it became theirs.', resolve: (entry) => entry.grantedAt }),
  }),
});

builder.queryField('myEbookLibrary', (t) =>
  t.field({
    type: [LibraryEntryRef],
    description: 'Every ebook the signed-in customer may read, the most recently read first (then the most recently bought).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => libraryEntries(ctx),
  }),
);

const SaveReadingProgressInput = builder.inputType('SaveReadingProgressInput', {
  fields: (t) => ({
    ebookId: t.id({ required: true }),
    page: t.int({ required: true, description: '1-based page now shown.' }),
    clientUpdatedAt: t.field({ type: 'DateTime', required: true, description: 'When the reader was on that page, by the device’s clock.' }),
  }),
});

const SaveReadingProgressPayload = builder
  .objectRef<{ progress: ReadingProgress; applied: boolean; productId: string }>('SaveReadingProgressPayload')
  .implement({
    fields: (t) => ({
      progress: t.field({ type: ReadingProgressRef, description: 'The stored progress (the newer one when this write was older).', resolve: (p) => p.progress }),
      applied: t.exposeBoolean('applied', { description: 'False when a newer position was already stored (latest write wins).' }),
      ebook: t.prismaField({
        type: 'Product',
        resolve: (query, payload, _args, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: payload.productId } }),
      }),
    }),
  });

builder.mutationField('saveReadingProgress', (t) =>
  t.field({
    type: SaveReadingProgressPayload,
    description: "Keeps the owner's place in an ebook; an older write than the stored one changes nothing.",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, NotEntitledError] },
    args: { input: t.arg({ type: SaveReadingProgressInput, required: true }) },
    resolve: (_root, { input }, ctx) => saveReadingProgress(ctx, input),
  }),
);

const EbookFileProblemKindEnum = builder.enumType('EbookFileProblemKind', {
  description: 'MISSING: no file; NOT_PDF: the reader opens PDFs only; UNREADABLE: the PDF does not parse; PAGE_COUNT_MISMATCH: file and ebook disagree.',
  values: ['MISSING', 'NOT_PDF', 'UNREADABLE', 'PAGE_COUNT_MISMATCH'] as const,
});

const EbookFileProblemRef = builder.objectRef<EbookFileProblem>('EbookFileProblem').implement({
  description: 'An ebook the reader cannot serve as it is, and why.',
  fields: (t) => ({
    kind: t.field({ type: EbookFileProblemKindEnum, resolve: (p) => p.kind }),
    message: t.exposeString('message'),
    ebook: t.prismaField({
      type: 'Product',
      resolve: (query, problem, _args, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: problem.productId } }),
    }),
  }),
});

builder.queryField('ebookFileProblems', (t) =>
  t.field({
    type: [EbookFileProblemRef],
    description: 'Staff: ebooks that lack a file or whose file the reader cannot open (replace the file to fix; stamped copies are made again).',
    authScopes: { permission: 'catalog.manage' },
    resolve: (_root, _args, ctx) => ebookFileProblems({ prisma: ctx.prisma, storage: ctx.services.storage }),
  }),
);
