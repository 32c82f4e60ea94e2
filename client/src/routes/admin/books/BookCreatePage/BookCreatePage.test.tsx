import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookDetails, fakeUploads, gid, jsonResponse, pngFile, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

async function openCreate() {
  return openRoute(mockEnvironment, '/admin/books/create', {
    query: 'BookCreatePageQuery',
    data: { sections: SECTIONS },
    heading: 'New book',
  });
}

const coverInput = () => screen.getByLabelText('Cover image', { selector: 'input' });
const messageOf = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(messageOf('Title'), 'Physics 1st Paper');
  await user.type(messageOf('Price'), '350');
}

describe('the new book form', () => {
  it('checks each field when it is left and when it changes, with the server’s messages', async () => {
    const { user } = await openCreate();
    expect(document.title).toBe('New book | Pathagar');

    await user.click(messageOf('Title'));
    await user.tab();
    expect(messageOf('Title')).toHaveAccessibleDescription('Title is required');
    expect(messageOf('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(messageOf('Price'), 'abc');
    await user.tab();
    expect(messageOf('Price')).toHaveAccessibleDescription(expect.stringContaining('Enter price in Taka, e.g. 250 or 249.50'));
    await user.clear(messageOf('Price'));
    await user.type(messageOf('Price'), '1,250.50');
    await user.tab();
    expect(messageOf('Price')).not.toHaveAttribute('aria-invalid');

    await user.type(messageOf('Compare-at price'), '1000');
    await user.tab();
    expect(messageOf('Compare-at price')).toHaveAccessibleDescription(expect.stringContaining('Compare-at price must be at least the price'));

    await user.type(messageOf('ISBN'), '978-0-306-40615-8');
    await user.tab();
    expect(messageOf('ISBN')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid ISBN-10 or ISBN-13'));

    await user.type(messageOf('Pages'), '0');
    await user.tab();
    expect(messageOf('Pages')).toHaveAccessibleDescription('Page count must be at least 1');

    await user.type(messageOf('Slug'), 'Bad Slug!');
    await user.tab();
    expect(messageOf('Slug')).toHaveAccessibleDescription(expect.stringContaining('Slug may contain only a-z, 0-9 and single hyphens'));

    // The select is checked on change.
    await user.selectOptions(messageOf('Section'), 'Academic › Cycle');
    expect(messageOf('Section')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Create book' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(isPending(mockEnvironment, 'BookFormCreateBookMutation')).toBe(false);
  });

  it('uploads the cover, creates the book with prices in poisha and opens its edit page with a toast', async () => {
    let finishUpload: (response: Response) => void = () => {};
    const uploads = fakeUploads(() => new Promise<Response>((resolve) => (finishUpload = resolve)));
    const { user, router } = await openCreate();

    await user.upload(coverInput(), pngFile('physics-cover.png'));
    expect(await screen.findByText(/Uploading physics-cover\.png/)).toBeInTheDocument();
    expect(uploads.calls).toEqual([{ purpose: 'cover', name: 'physics-cover.png' }]);
    await act(async () =>
      finishUpload(jsonResponse({ key: 'covers/abc.png', url: '/files/covers/abc.png', contentType: 'image/png', size: 68 }, 201)),
    );
    expect(await screen.findByRole('img', { name: 'physics-cover.png' })).toHaveAttribute('src', '/files/covers/abc.png');
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();

    await user.type(messageOf('Title'), 'Physics 1st Paper');
    await user.type(messageOf('Subtitle'), 'HSC 2026');
    await user.type(messageOf('Price'), '1,250.50');
    await user.type(messageOf('Compare-at price'), '1500');
    await user.clear(messageOf('Stock'));
    await user.type(messageOf('Stock'), '12');
    await user.type(messageOf('Publisher'), 'Hasan Book House');
    await user.type(messageOf('ISBN'), '978-0-306-40615-7');
    await user.type(messageOf('Pages'), '320');
    await user.selectOptions(messageOf('Section'), 'Academic › Cycle');

    await user.type(screen.getByRole('combobox', { name: 'Search authors' }), 'hum');
    const search = await resolveOperation(mockEnvironment, 'AuthorPickerSearchQuery', {
      authors: {
        edges: [
          { node: { __typename: 'Author', id: gid('Author', 1), name: 'Humayun Ahmed', productCount: 12 } },
          { node: { __typename: 'Author', id: gid('Author', 2), name: 'Humayun Azad', productCount: 1 } },
        ],
      },
    });
    expect(search.request.variables).toEqual({ search: 'hum', first: 8 });
    await user.click(await screen.findByRole('option', { name: /Humayun Ahmed/ }));
    expect(within(screen.getByRole('list', { name: 'Chosen authors' })).getByText('Humayun Ahmed')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));

    await user.click(screen.getByRole('button', { name: 'Create book' }));
    const created = bookDetails(9, { title: 'Physics 1st Paper', published: true });
    const mutation = await resolveOperation(mockEnvironment, 'BookFormCreateBookMutation', {
      createBook: { __typename: 'CreateBookPayload', book: created },
    });
    expect(mutation.request.variables).toEqual({
      input: {
        title: 'Physics 1st Paper',
        subtitle: 'HSC 2026',
        description: '',
        price: 125050,
        compareAtPrice: 150000,
        stock: 12,
        sectionId: gid('Section', 2),
        slug: null,
        publisher: 'Hasan Book House',
        isbn: '978-0-306-40615-7',
        edition: '',
        pageCount: 320,
        language: 'Bangla',
        authorIds: [gid('Author', 1)],
        published: true,
        coverKey: 'covers/abc.png',
      },
    });
    expect(await screen.findByText('Book created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/books/${uuid(9)}`);
    const edit = await waitForOperation(mockEnvironment, 'BookEditPageQuery');
    expect(edit.request.variables).toEqual({ key: uuid(9) });
  });

  it('shows the server’s reason when an upload is refused (too large, not an image)', async () => {
    const answers = [
      jsonResponse({ statusCode: 413, statusMessage: 'The file is too large. The limit is 5 MB.', message: 'The file is too large. The limit is 5 MB.' }, 413),
      jsonResponse({ statusCode: 400, statusMessage: 'The file is not an image (JPEG, PNG or WebP)', message: 'Validation failed' }, 400),
    ];
    fakeUploads(() => answers.shift()!);
    const { user } = await openCreate();

    await user.upload(coverInput(), pngFile('huge.png'));
    expect(await screen.findByText('The file is too large. The limit is 5 MB.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('No image')).toBeInTheDocument();

    await user.upload(coverInput(), pngFile('notes.png'));
    expect(await screen.findByText('The file is not an image (JPEG, PNG or WebP)')).toBeInTheDocument();
    expect(screen.queryByText('The file is too large. The limit is 5 MB.')).not.toBeInTheDocument();
    expect(coverInput()).toHaveAccessibleDescription(expect.stringContaining('The file is not an image'));
  });

  it('shows the server’s field messages next to their fields', async () => {
    const { user } = await openCreate();
    await fillRequired(user);
    await user.type(messageOf('Slug'), 'physics');
    await user.click(screen.getByRole('button', { name: 'Create book' }));
    await resolveOperation(mockEnvironment, 'BookFormCreateBookMutation', {
      createBook: validationError('Another product has this slug', { slug: 'Another product has this slug', isbn: 'Another book has this ISBN', authorIds: 'No such author' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(messageOf('Slug')).toHaveAccessibleDescription(expect.stringContaining('Another product has this slug'));
    expect(messageOf('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf('ISBN')).toHaveAccessibleDescription(expect.stringContaining('Another book has this ISBN'));
    expect(screen.getByRole('group', { name: 'Authors' })).toHaveAccessibleDescription(expect.stringContaining('No such author'));
    expect(screen.getByRole('heading', { name: 'New book', level: 1 })).toBeInTheDocument();
  });

  it('shows a message for the whole form when the server’s answer names no field of it', async () => {
    const { user } = await openCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create book' }));
    await resolveOperation(mockEnvironment, 'BookFormCreateBookMutation', {
      createBook: validationError('The catalogue is being moved; try again in a minute'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is being moved; try again in a minute');
  });
});

describe('the book edit page', () => {
  it('shows the saved book in the form with the book’s tabs, and saves only what the form holds', async () => {
    const user = userEvent.setup();
    await renderRoute(`/admin/books/${uuid(4)}`, mockEnvironment);
    const book = bookDetails(4, {
      title: 'Chemistry 2nd Paper',
      price: { amount: 42050 },
      compareAtPrice: { amount: 50000 },
      section: { __typename: 'Section', id: gid('Section', 3) },
      authors: [{ __typename: 'Author', id: gid('Author', 5), name: 'Hajari Nag' }],
      cover: { url: '/files/covers/chem.svg', alt: 'Chemistry 2nd Paper' },
      isbn: '9780306406157',
      pageCount: 410,
      published: true,
    });
    const query = await resolveOperation(mockEnvironment, 'BookEditPageQuery', {
      sections: SECTIONS,
      product: { __typename: 'QueryProductSuccess', data: book },
    });
    expect(query.request.variables).toEqual({ key: uuid(4) });
    expect(await screen.findByRole('heading', { name: 'Chemistry 2nd Paper', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Chemistry 2nd Paper | Pathagar');
    const tabs = within(screen.getByRole('navigation', { name: 'Book' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Details', `/admin/books/${uuid(4)}`],
      ['Demo pages', `/admin/books/${uuid(4)}/demo`],
      ['Pages', `/admin/books/${uuid(4)}/pages`],
      ['Reviews', `/admin/books/${uuid(4)}/reviews`],
      ['Sales', `/admin/books/${uuid(4)}/sales`],
    ]);
    expect(messageOf('Price')).toHaveValue('420.50');
    expect(messageOf('Compare-at price')).toHaveValue('500');
    expect(messageOf('Section')).toHaveValue(gid('Section', 3));
    expect(screen.getByRole('img', { name: 'Chemistry 2nd Paper' })).toHaveAttribute('src', '/files/covers/chem.svg');

    await user.clear(messageOf('Price'));
    await user.type(messageOf('Price'), '450');
    await user.click(screen.getByRole('button', { name: 'Save book' }));
    const mutation = await resolveOperation(mockEnvironment, 'BookFormUpdateBookMutation', {
      updateBook: { __typename: 'UpdateBookPayload', book: { ...book, price: { amount: 45000 }, updatedAt: '2026-11-22T10:00:00.000Z' } },
    });
    expect(mutation.request.variables.input).toMatchObject({ id: book.id, price: 45000, compareAtPrice: 50000, authorIds: [gid('Author', 5)] });
    // The cover was not touched, so the book keeps it.
    expect(mutation.request.variables.input).not.toHaveProperty('coverKey');
    expect(await screen.findByText('Book saved')).toBeInTheDocument();
    expect(messageOf('Price')).toHaveValue('450');
  });

  it('is a 404 when there is no such book', async () => {
    await renderRoute(`/admin/books/${uuid(404)}`, mockEnvironment);
    await resolveOperation(mockEnvironment, 'BookEditPageQuery', {
      sections: SECTIONS,
      product: { __typename: 'NotFoundError', message: 'This product is not in the shop.' },
    });
    expect(await screen.findByText(`Page not found: /admin/books/${uuid(404)}`)).toBeInTheDocument();
  });
});
