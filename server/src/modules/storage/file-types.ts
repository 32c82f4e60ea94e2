import type { FileVisibility } from '../../generated/prisma/client.ts';

/** A file type the shop accepts from uploads, recognised by its first bytes. */
export interface SniffedType {
  contentType: string;
  extension: string;
}

export const JPEG: SniffedType = { contentType: 'image/jpeg', extension: 'jpg' };
export const PNG: SniffedType = { contentType: 'image/png', extension: 'png' };
export const WEBP: SniffedType = { contentType: 'image/webp', extension: 'webp' };
export const PDF: SniffedType = { contentType: 'application/pdf', extension: 'pdf' };
export const EPUB: SniffedType = { contentType: 'application/epub+zip', extension: 'epub' };

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/**
 * The type of a file from its magic bytes, never from its name or the type the browser claims.
 * SVG is deliberately not recognised: an SVG from a user can carry script.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  // An EPUB is a ZIP whose first entry is an uncompressed file "mimetype" holding the EPUB type.
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
    startsWith(bytes, ascii('mimetype'), 30) &&
    startsWith(bytes, ascii('application/epub+zip'), 38)
  ) {
    return EPUB;
  }
  return null;
}

/** What an upload is for: which types it takes, the storage folder it lands in and who may read it. */
export interface UploadPurpose {
  folder: string;
  accepts: readonly SniffedType[];
  visibility: FileVisibility;
  /** For messages: "an image (JPEG, PNG or WebP)". */
  expected: string;
}

const IMAGES = [JPEG, PNG, WEBP] as const;
const IMAGE_TEXT = 'an image (JPEG, PNG or WebP)';

export const UPLOAD_PURPOSES = {
  cover: { folder: 'covers', accepts: IMAGES, visibility: 'PUBLIC', expected: IMAGE_TEXT },
  'author-photo': { folder: 'authors', accepts: IMAGES, visibility: 'PUBLIC', expected: IMAGE_TEXT },
  page: { folder: 'pages', accepts: IMAGES, visibility: 'PUBLIC', expected: IMAGE_TEXT },
  // Ebook files are only ever read through the reader, by their owners; the reader opens PDF only (EPUB is
  // recognised, to say so, but not taken: a customer could not open it).
  ebook: { folder: 'ebooks', accepts: [PDF], visibility: 'PRIVATE', expected: 'a PDF (the reader opens PDF files only)' },
} as const satisfies Record<string, UploadPurpose>;

export type UploadPurposeName = keyof typeof UPLOAD_PURPOSES;

export function isUploadPurpose(value: unknown): value is UploadPurposeName {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value);
}

/** The purpose a storage key was uploaded for, from its folder (null for keys no upload makes). */
export function purposeOfKey(key: string): UploadPurposeName | null {
  const folder = key.split('/')[0];
  const found = Object.entries(UPLOAD_PURPOSES).find(([, purpose]) => purpose.folder === folder);
  return found ? (found[0] as UploadPurposeName) : null;
}
