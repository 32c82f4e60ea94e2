import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signInAs } from '../../../../test/accounts.ts';
import { productRow } from './products-admin.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const QUERY = `query($key: String!) {
  product(kind: EBOOK, key: $key) { __typename ... on QueryProductSuccess { data { ... on Ebook { title file { name size contentType uploadedAt } } } } }
}`;

let files = 0;
async function ebookWithFile() {
  files += 1;
  const key = `ebooks/ebook-file-test-${process.pid}-${files}.pdf`;
  await t.services.storage.put(key, '%PDF-1.7 test');
  await t.db.prisma.storedFile.create({
    data: { key, contentType: 'application/pdf', size: 13, visibility: 'PRIVATE', originalName: 'Physics 1st paper.pdf' },
  });
  return productRow(t, 'EBOOK', { title: 'Ebook with a file', fileKey: key, published: true });
}

describe('Ebook.file (staff only)', () => {
  it('tells staff the name, size and type of the uploaded file, and null before one is uploaded', async () => {
    const withFile = await ebookWithFile();
    const without = await productRow(t, 'EBOOK', { title: 'Ebook without a file' });
    const cookie = await signInAs(t, 'admin', '198.51.100.61');

    const first = await t.graphql(QUERY, { key: withFile.id }, { cookie });
    expect(first.errors).toBeUndefined();
    expect((first.data as any).product.data).toEqual({
      title: 'Ebook with a file',
      file: { name: 'Physics 1st paper.pdf', size: 13, contentType: 'application/pdf', uploadedAt: expect.any(String) },
    });

    const second = await t.graphql(QUERY, { key: without.id }, { cookie });
    expect((second.data as any).product.data.file).toBeNull();
  });

  it('is refused to customers (the rest of the product still answers)', async () => {
    const ebook = await ebookWithFile();
    const cookie = await signInAs(t, 'customer', '198.51.100.62');
    const result = await t.graphql(QUERY, { key: ebook.id }, { cookie });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(result.data)).not.toContain('Physics 1st paper.pdf');
  });
});
