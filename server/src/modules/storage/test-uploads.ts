/** Test helpers: sample files of each type and a multipart upload through the app. */
import type { TestApp } from '../../../test/test-app.ts';

/** A real (tiny, 2×3) image of each accepted format: uploads decode images, so magic bytes alone are refused. */
export const SAMPLE_FILES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTltlnLaKAYUCAEzIB5OOxgveAAAAAElFTkSuQmCC', 'base64'),
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJMAxHH/2Q==',
    'base64',
  ),
  webp: Buffer.from('UklGRjgAAABXRUJQVlA4ICwAAADQAQCdASoCAAMAAUAmJaACdLoB+AADsAD+73bX/maJjmP2r//Cr43IWFAAAA==', 'base64'),
  /** JPEG's magic bytes in front of nothing decodable. */
  fakeJpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  // A one-page PDF that parses (uploads of PDFs are opened to check the reader could).
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  brokenPdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  epub: epubBytes(),
  text: Buffer.from('This is a plain text file, whatever its name says.\n'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

/** The start of a real EPUB: a ZIP whose first, stored entry is "mimetype". */
function epubBytes(): Buffer {
  const name = Buffer.from('mimetype');
  const body = Buffer.from('application/epub+zip');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4); // version needed
  header.writeUInt32LE(body.length, 18); // compressed size
  header.writeUInt32LE(body.length, 22); // uncompressed size
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, body, Buffer.from('PK\x03\x04 rest of the archive')]);
}

export async function upload(
  t: TestApp,
  fields: { purpose?: string; bytes?: Uint8Array; name?: string; type?: string },
  cookie?: string,
): Promise<Response> {
  const form = new FormData();
  if (fields.purpose !== undefined) form.set('purpose', fields.purpose);
  if (fields.bytes) form.set('file', new File([Buffer.from(fields.bytes)], fields.name ?? 'upload.bin', { type: fields.type ?? 'application/octet-stream' }));
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.50' };
  if (cookie) headers.cookie = `pathagar_session=${cookie}`;
  return t.app.request('/api/uploads', { method: 'POST', body: form, headers });
}

