/**
 * The bytes a reader may have of an ebook: an owner gets their own stamped copy of the whole file, anyone
 * else the free preview, a separate PDF of the first `previewPages` pages. Both are derived once from
 * the source file and kept in the storage: the preview keyed by the source's SHA-256, the owner's copy by
 * the product, the owner and the grant it names (copyKey; a replaced file or another grant taking over
 * gets a new copy lazily). Nothing here is public: the storage route never serves
 * these keys (they have no PUBLIC StoredFile row).
 */
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { isEntitled } from './entitlements.ts';
import { cutPreview, stampPdf, type StampIdentity } from './pdf/stamp.ts';

export interface FileDeps {
  prisma: PrismaClient;
  storage: FileStorage;
}

export interface EbookSource {
  productId: string;
  title: string;
  fileKey: string;
  pageCount: number;
  previewPages: number;
}

/** The ebook's source file, or null when the product is not a published ebook with a file. */
export async function ebookSource(prisma: PrismaClient, productId: string): Promise<EbookSource | null> {
  const ebook = await prisma.ebookDetail.findUnique({
    where: { productId },
    select: { fileKey: true, pageCount: true, previewPages: true, product: { select: { title: true, published: true } } },
  });
  if (!ebook?.fileKey || !ebook.product.published) return null;
  return { productId, title: ebook.product.title, fileKey: ebook.fileKey, pageCount: ebook.pageCount, previewPages: ebook.previewPages };
}

/** SHA-256 of a stored file: kept on its StoredFile row, computed the first time it is asked. */
export async function storedFileHash(deps: FileDeps, key: string): Promise<string | null> {
  const row = await deps.prisma.storedFile.findUnique({ where: { key }, select: { sha256: true } });
  if (row?.sha256) return row.sha256;
  const bytes = await deps.storage.read(key);
  if (!bytes) return null;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (row) await deps.prisma.storedFile.update({ where: { key }, data: { sha256 } });
  return sha256;
}

// One making of a derived file at a time per key in this process; another process making the same
// key writes the same bytes (the storage replaces a file whole).
const making = new Map<string, Promise<void>>();

export async function derive(deps: FileDeps, key: string, make: () => Promise<Uint8Array | null>): Promise<boolean> {
  if (await deps.storage.head(key)) return true;
  let job = making.get(key);
  if (!job) {
    job = (async () => {
      const bytes = await make();
      if (bytes) await deps.storage.put(key, bytes);
    })().finally(() => making.delete(key));
    making.set(key, job);
  }
  await job;
  return (await deps.storage.head(key)) !== null;
}

/** What a copy is stamped with, and the tag of the grant it names (part of the copy's key). */
export interface CopyStamp {
  identity: StampIdentity;
  /** The grant the stamp names ('none' without one): another grant taking over makes another copy. */
  grantTag: string;
}

/**
 * Who the user's copy of a product is stamped for: their name and phone, and what gives them the product
 * now: of their live grants, the oldest an order gave (its number; a bundle's order too), else the oldest
 * other (staff, a free ebook). A refunded order's grant is revoked, so the stamp moves to the grant that remains.
 */
export async function copyStamp(prisma: PrismaClient, userId: string, productId: string, ungranted: string): Promise<CopyStamp> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, phone: true } });
  const grants = await prisma.entitlementGrant.findMany({
    where: { userId, productId, revokedAt: null },
    select: { id: true, source: true, order: { select: { number: true } } },
    orderBy: [{ grantedAt: 'asc' }, { id: 'asc' }],
  });
  const byOrder = grants.find((g) => (g.source === 'ORDER' || g.source === 'BUNDLE') && g.order);
  const grant = byOrder ?? grants[0];
  const orderNumber = byOrder?.order?.number ?? (grant?.source === 'FREE' ? 'free ebook' : grant ? 'granted by staff' : ungranted);
  return { identity: { name: user.name || 'Customer', phone: user.phone ?? '', orderNumber }, grantTag: grant?.id ?? 'none' };
}

/**
 * How stamped copies are made (in their keys): a change to it makes every copy again on its next request.
 * 2: a balanced page tree (pdf/page-tree.ts). 3: keyed by product (or lesson), customer and the grant stamped.
 */
export const COPY_LAYOUT = 3;

/**
 * The key of a user's stamped copy: by product (or lesson) and user, then the grant it names, the
 * source's hash (a replaced file gets a new copy) and the layout. Two products made from one file never
 * share a copy, and a copy naming a revoked grant is never served again.
 */
export function copyKey(folder: 'ebook-copies' | 'lesson-copies', itemId: string, userId: string, grantTag: string, sourceHash: string): string {
  return `${folder}/${itemId}/${userId}/${grantTag}-${sourceHash.slice(0, 32)}-v${COPY_LAYOUT}.pdf`;
}

/** The storage key of the owner's stamped copy, made now if it does not exist yet (null when the source is missing). */
export async function ownerCopyKey(deps: FileDeps, source: EbookSource, userId: string): Promise<string | null> {
  const hash = await storedFileHash(deps, source.fileKey);
  if (!hash) return null;
  const stamp = await copyStamp(deps.prisma, userId, source.productId, 'granted by staff');
  const key = copyKey('ebook-copies', source.productId, userId, stamp.grantTag, hash);
  const made = await derive(deps, key, async () => {
    const bytes = await deps.storage.read(source.fileKey);
    return bytes ? stampPdf(bytes, stamp.identity) : null;
  });
  return made ? key : null;
}

/** The storage key of the free preview, made now if needed (null when the ebook has no preview pages or no file). */
export async function previewKey(deps: FileDeps, source: EbookSource): Promise<string | null> {
  if (source.previewPages <= 0) return null;
  const hash = await storedFileHash(deps, source.fileKey);
  if (!hash) return null;
  const key = `ebook-previews/${hash}-${source.previewPages}.pdf`;
  const made = await derive(deps, key, async () => {
    const bytes = await deps.storage.read(source.fileKey);
    return bytes ? cutPreview(bytes, source.previewPages) : null;
  });
  return made ? key : null;
}

/** Whether this viewer may have the whole file: the one entitlement question, asked on every request. */
export function mayReadWhole(prisma: PrismaClient, viewerId: string | undefined, productId: string): Promise<boolean> {
  return viewerId ? isEntitled(prisma, viewerId, productId) : Promise.resolve(false);
}

/** A PDF lesson's stored file (its body), with the course it belongs to. */
export interface LessonSource {
  lessonId: string;
  courseId: string;
  fileKey: string;
}

/** The storage key of the viewer's stamped copy of a PDF lesson (the course's order on it), made now if needed. */
export async function lessonCopyKey(deps: FileDeps, source: LessonSource, userId: string): Promise<string | null> {
  const hash = await storedFileHash(deps, source.fileKey);
  if (!hash) return null;
  // A free-preview lesson opened by someone without the course, or staff editing it: no grant to name.
  const stamp = await copyStamp(deps.prisma, userId, source.courseId, 'preview');
  const key = copyKey('lesson-copies', source.lessonId, userId, stamp.grantTag, hash);
  const made = await derive(deps, key, async () => {
    const bytes = await deps.storage.read(source.fileKey);
    return bytes ? stampPdf(bytes, stamp.identity) : null;
  });
  return made ? key : null;
}
