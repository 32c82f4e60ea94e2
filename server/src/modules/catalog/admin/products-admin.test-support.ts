/** Test helpers for the product admin tests: files, authors and products as rows, and GraphQL as a role. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs, type DemoRole } from '../../../../test/accounts.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import type { FileVisibility, ProductKind } from '../../../generated/prisma/client.ts';
import { PRODUCT_TYPENAMES } from './products-admin.service.ts';

/** The selection every test asks of a mutation result. */
export const RESULT = `__typename ... on Error { code message } ... on ValidationError { fields { field message } }`;

export type Result = { __typename: string; code?: string; message?: string; fields?: { field: string; message: string }[] } & Record<
  string,
  any
>;

let counter = 0;

/** Runs GraphQL as a demo role (sessions cached per app). */
export function graphqlAs(t: TestApp) {
  const sessions = new Map<DemoRole, string>();
  return async (role: DemoRole | 'anonymous', query: string, variables: Record<string, unknown> = {}) => {
    let cookie: string | undefined;
    if (role !== 'anonymous') {
      cookie = sessions.get(role) ?? (await signInAs(t, role, `198.51.100.${['admin', 'agent', 'customer', 'fresh'].indexOf(role) + 10}`));
      sessions.set(role, cookie);
    }
    const { data, errors } = await t.graphql(query, variables, { cookie });
    if (errors) throw new Error(errors.map((e) => e.message).join('; '));
    return data as Record<string, any>;
  };
}

/** A StoredFile row (and its bytes) as an upload would leave it. */
export async function storedFile(t: TestApp, folder: string, visibility: FileVisibility, extension = 'png') {
  counter += 1;
  const key = `${folder}/test-${process.pid}-${counter}.${extension}`;
  await t.services.storage.put(key, 'bytes');
  await t.db.prisma.storedFile.create({
    data: { key, contentType: extension === 'pdf' ? 'application/pdf' : 'image/png', size: 5, visibility },
  });
  return key;
}

export async function author(t: TestApp, name: string) {
  counter += 1;
  const row = await t.db.prisma.author.create({ data: { name, slug: `author-${process.pid}-${counter}` } });
  return { ...row, globalId: encodeGlobalID('Author', row.id) };
}

export async function sectionId(t: TestApp, slug: string) {
  const section = await t.db.prisma.section.findUniqueOrThrow({ where: { slug } });
  return encodeGlobalID('Section', section.id);
}

/** A product row of any kind written straight through Prisma (with the detail row its kind needs). */
export async function productRow(
  t: TestApp,
  kind: ProductKind,
  fields: { title?: string; price?: number; stock?: number; published?: boolean; soldCount?: number; fileKey?: string | null } = {},
) {
  counter += 1;
  const title = fields.title ?? `${kind} row ${counter}`;
  const detail = {
    BOOK: { book: { create: {} } },
    EBOOK: { ebook: { create: { fileKey: fields.fileKey ?? null } } },
    STATIONERY: { stationery: { create: {} } },
    BUNDLE: { bundle: { create: { year: 2026 } } },
    CONTENT: { content: { create: { hscBatch: 'HSC 2026' } } },
  }[kind];
  const row = await t.db.prisma.product.create({
    data: {
      kind,
      title,
      slug: `row-${process.pid}-${counter}`,
      price: fields.price ?? 10_000,
      stock: fields.stock ?? 0,
      published: fields.published ?? false,
      soldCount: fields.soldCount ?? 0,
      ...detail,
    },
  });
  return { ...row, globalId: encodeGlobalID(PRODUCT_TYPENAMES[kind], row.id) };
}

/** Counts of the rows a failed mutation must not have written. */
export async function writeCounts(t: TestApp) {
  const p = t.db.prisma;
  const [products, authors, variants, items, audits] = await Promise.all([
    p.product.count(),
    p.productAuthor.count(),
    p.productVariant.count(),
    p.bundleItem.count(),
    p.auditEvent.count({ where: { action: { startsWith: 'catalog.' } } }),
  ]);
  return { products, authors, variants, items, audits };
}
