import { File as NodeFile } from 'node:buffer';

/**
 * Test data for the catalogue admin screens: GraphQL answers shaped like the server's, with Relay
 * global IDs built the way the server builds them (base64 of "Type:uuid").
 */

/** A database id that looks like the server's (UUID) for a small number. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function gid(type: string, n: number): string {
  return btoa(`${type}:${uuid(n)}`);
}

export const SECTIONS = {
  edges: [
    {
      node: {
        __typename: 'Section',
        id: gid('Section', 1),
        slug: 'academic',
        name: 'Academic',
        children: { edges: [{ node: { __typename: 'Section', id: gid('Section', 2), slug: 'cycle', name: 'Cycle' } }] },
      },
    },
    { node: { __typename: 'Section', id: gid('Section', 3), slug: 'medical', name: 'Medical', children: { edges: [] } } },
  ],
};

/** A product as the staff list rows select it. */
export function productRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Book',
    id: gid('Book', n),
    kind: 'BOOK',
    title: `Book ${n}`,
    subtitle: '',
    path: `/book/book-${n}`,
    published: true,
    digital: false,
    stock: 20,
    updatedAt: '2026-11-20T10:00:00.000Z',
    price: { amount: 35000, formatted: '৳350' },
    compareAtPrice: null,
    cover: null,
    section: { __typename: 'Section', id: gid('Section', 1), name: 'Academic' },
    authors: [],
    ...overrides,
  };
}

export function connection<T extends { id: string }>(nodes: T[], { hasNextPage = false, totalCount = nodes.length } = {}) {
  return {
    totalCount,
    edges: nodes.map((node) => ({ cursor: `cursor-${node.id}`, node })),
    pageInfo: { endCursor: nodes.length ? `cursor-${nodes.at(-1)!.id}` : null, hasNextPage },
  };
}

/** A book as the book form and frame select it. */
export function bookDetails(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Book',
    // The server answers this for fragments on the Product interface (useProductEditor_product, ProductAdminFrame_product).
    __isProduct: 'Book',
    id: gid('Book', n),
    title: `Book ${n}`,
    subtitle: '',
    description: '',
    slug: `book-${n}`,
    path: `/book/book-${n}`,
    stock: 10,
    published: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    price: { amount: 35000 },
    compareAtPrice: null,
    section: null,
    authors: [],
    cover: null,
    publisher: '',
    isbn: null,
    edition: '',
    pageCount: null,
    language: 'Bangla',
    ...overrides,
  };
}

/** A JSON Response as fetch would give it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A 1×1 PNG as a File. It is Node's File (not jsdom's), because the FormData the tests run with is
 * Node's and takes only its own Blobs.
 */
export function pngFile(name = 'cover.png', type = 'image/png'): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
    c.charCodeAt(0),
  );
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

/**
 * Puts a fake in front of fetch for POST /api/uploads (other calls go on): `answer` gives the
 * response for each upload; `calls` records the purpose and file name sent.
 */
export function fakeUploads(answer: (purpose: string, name: string) => Response | Promise<Response>) {
  const calls: { purpose: string; name: string }[] = [];
  const underlying = globalThis.fetch;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/uploads' && init?.method === 'POST') {
      const body = init.body as FormData;
      const file = body.get('file');
      const name = typeof file === 'string' ? file : ((file as File | null)?.name ?? '');
      const purpose = String(body.get('purpose'));
      calls.push({ purpose, name });
      expect(init.credentials).toBe('same-origin');
      return answer(purpose, name);
    }
    return underlying(input, init);
  });
  return { calls, restore: () => spy.mockRestore() };
}

/**
 * The server's ValidationError answer: its message and field messages by input field name (e.g. { slug:
 * 'Another product has this slug' }). `__isError` is what the server answers for a selection `... on Error`.
 */
export function validationError(message: string, fields: Record<string, string> = {}) {
  return { __typename: 'ValidationError', __isError: 'ValidationError', message, fields: Object.entries(fields).map(([field, fieldMessage]) => ({ field, message: fieldMessage })) };
}
