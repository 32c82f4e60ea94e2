import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connection, fakeUploads, gid, jsonResponse, pngFile, productRow, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const NO_FORM = { edit: false, editKey: '', withPrintEdition: false, printEditionKey: '' };

function ebookRow(n: number, overrides: Record<string, unknown> = {}) {
  return productRow(n, { __typename: 'Ebook', id: gid('Ebook', n), kind: 'EBOOK', title: `Ebook ${n}`, digital: true, stock: 0, ...overrides });
}

function ebookDetails(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Ebook',
    id: gid('Ebook', n),
    title: `Ebook ${n}`,
    subtitle: '',
    description: '',
    slug: `ebook-${n}`,
    path: `/ebook/ebook-${n}`,
    stock: 0,
    published: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    price: { amount: 15000 },
    compareAtPrice: null,
    section: null,
    authors: [],
    cover: null,
    pageCount: 200,
    previewPages: 10,
    language: 'Bangla',
    file: null,
    printEdition: null,
    ...overrides,
  };
}

describe('/admin/ebook', () => {
  it('lists every ebook with the shared list, without a low-stock filter', async () => {
    await renderRoute('/admin/ebook', mockEnvironment);
    const query = await resolveOperation(mockEnvironment, 'EbooksPageQuery', {
      sections: SECTIONS,
      adminProducts: connection([ebookRow(1), ebookRow(2, { published: false })]),
    });
    expect(query.request.variables).toEqual({
      filter: { kinds: ['EBOOK'], search: null, published: null, section: null, lowStock: null },
      sort: 'NEWEST',
      list: true,
      ...NO_FORM,
    });
    expect(await screen.findByRole('heading', { name: 'Ebooks', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Every ebook in the shop, whether or not it is the digital edition of a printed book/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Ebook 1' })).toHaveAttribute('href', `/admin/ebook?edit=${uuid(1)}`);
    expect(screen.queryByRole('checkbox', { name: /Low stock/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New ebook' })).toHaveAttribute('href', '/admin/ebook?new');
  });

  it('creates the digital edition of a book: file (name and size only), pages, preview and the linked book', async () => {
    const uploads = fakeUploads(() =>
      jsonResponse({ key: 'ebooks/f.pdf', url: null, contentType: 'application/pdf', size: 2_516_582 }, 201),
    );
    const user = userEvent.setup();
    const { router } = await renderRoute(`/admin/ebook?new&printEdition=${uuid(4)}`, mockEnvironment);
    const query = await resolveOperation(mockEnvironment, 'EbooksPageQuery', {
      sections: SECTIONS,
      printEdition: { __typename: 'QueryProductSuccess', data: { __typename: 'Book', id: gid('Book', 4), title: 'Physics 1st Paper' } },
    });
    expect(query.request.variables).toMatchObject({ list: false, edit: false, withPrintEdition: true, printEditionKey: uuid(4) });
    expect(await screen.findByRole('heading', { name: 'New ebook', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('The digital edition of the printed book “Physics 1st Paper”.')).toBeInTheDocument();
    const printEdition = within(screen.getByRole('group', { name: 'Print edition' }));
    expect(printEdition.getByText('Physics 1st Paper')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Ebook file', { selector: 'input' }), pngFile('physics.pdf', 'application/pdf'));
    expect(uploads.calls).toEqual([{ purpose: 'ebook', name: 'physics.pdf' }]);
    const file = within(screen.getByRole('group', { name: 'Ebook file' }));
    expect(await file.findByText('physics.pdf')).toBeInTheDocument();
    expect(file.getByText('(2.4 MB)')).toBeInTheDocument();
    expect(file.queryByRole('link')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Physics 1st Paper (ebook)');
    await user.type(screen.getByLabelText('Price'), '150');
    await user.type(screen.getByLabelText('Page count'), '20');
    await user.type(screen.getByLabelText('Preview pages'), '30');
    await user.tab();
    expect(screen.getByLabelText('Preview pages')).toHaveAccessibleDescription(expect.stringContaining('Preview pages cannot be more than the page count'));
    await user.clear(screen.getByLabelText('Page count'));
    await user.type(screen.getByLabelText('Page count'), '320');
    await user.clear(screen.getByLabelText('Preview pages'));
    await user.type(screen.getByLabelText('Preview pages'), '12');
    await user.click(screen.getByRole('button', { name: 'Create ebook' }));

    const mutation = await resolveOperation(mockEnvironment, 'EbookFormCreateEbookMutation', {
      createEbook: { __typename: 'CreateEbookPayload', ebook: ebookDetails(8, { title: 'Physics 1st Paper (ebook)' }) },
    });
    expect(mutation.request.variables.input).toEqual({
      title: 'Physics 1st Paper (ebook)',
      subtitle: '',
      description: '',
      price: 15000,
      compareAtPrice: null,
      sectionId: null,
      slug: null,
      pageCount: 320,
      previewPages: 12,
      language: 'Bangla',
      authorIds: [],
      published: false,
      fileKey: 'ebooks/f.pdf',
      printEditionId: gid('Book', 4),
    });
    expect(await screen.findByText('Ebook created')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?edit=${uuid(8)}`);
    const edit = await waitForOperation(mockEnvironment, 'EbooksPageQuery');
    expect(edit.request.variables).toMatchObject({ list: false, edit: true, editKey: uuid(8) });
  });

  it('edits an ebook: shows its stored file and leaves the file and print edition alone unless changed', async () => {
    const user = userEvent.setup();
    await renderRoute(`/admin/ebook?edit=${uuid(8)}`, mockEnvironment);
    const ebook = ebookDetails(8, {
      published: true,
      file: { name: 'physics.pdf', size: 2_516_582, contentType: 'application/pdf' },
      printEdition: { __typename: 'Book', __isProduct: 'Book', id: gid('Book', 4), title: 'Physics 1st Paper' },
    });
    await resolveOperation(mockEnvironment, 'EbooksPageQuery', {
      sections: SECTIONS,
      ebook: { __typename: 'QueryProductSuccess', data: { ...ebook, __isProduct: 'Ebook' } },
    });
    expect(await screen.findByRole('heading', { name: 'Ebook 8', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Ebook file' })).getByText('physics.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save ebook' }));
    const mutation = await resolveOperation(mockEnvironment, 'EbookFormUpdateEbookMutation', {
      updateEbook: validationError('Upload the ebook file before publishing', { fileKey: 'Upload the ebook file before publishing' }),
    });
    expect(mutation.request.variables.input).toMatchObject({ id: ebook.id, published: true });
    expect(mutation.request.variables.input).not.toHaveProperty('fileKey');
    expect(mutation.request.variables.input).not.toHaveProperty('printEditionId');
    expect(mutation.request.variables.input).not.toHaveProperty('coverKey');
    expect(await screen.findByText('Upload the ebook file before publishing')).toBeInTheDocument();
  });
});

describe('/admin/books/ebooks', () => {
  it('lists printed books with their ebook edition or a link that starts one', async () => {
    await renderRoute('/admin/books/ebooks', mockEnvironment);
    const query = await resolveOperation(mockEnvironment, 'EbookEditionsPageQuery', {
      sections: SECTIONS,
      adminProducts: connection([
        productRow(1, {
          __isProduct: 'Book',
          digitalEdition: { __typename: 'Ebook', __isProduct: 'Ebook', id: gid('Ebook', 7), title: 'Book 1 (ebook)', published: true, price: { formatted: '৳150' } },
        }),
        productRow(2, { __isProduct: 'Book', digitalEdition: null }),
      ]),
    });
    expect(query.request.variables).toEqual({ filter: { kinds: ['BOOK'], search: null, published: null, section: null, lowStock: null }, sort: 'NEWEST' });
    expect(await screen.findByRole('heading', { name: 'Ebook editions', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book 1 (ebook)' })).toHaveAttribute('href', `/admin/ebook?edit=${uuid(7)}`);
    expect(screen.getByText('৳150')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an ebook edition of Book 2' })).toHaveAttribute('href', `/admin/ebook?new&printEdition=${uuid(2)}`);
    expect(isPending(mockEnvironment, 'EbookEditionListPaginationQuery')).toBe(false);
  });
});
