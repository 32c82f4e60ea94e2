import { screen, within } from '@testing-library/react';
import { connection, fakeUploads, gid, jsonResponse, pngFile, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

function author(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Author',
    id: gid('Author', n),
    name: `Author ${n}`,
    slug: `author-${n}`,
    bio: '',
    path: `/author/author-${n}`,
    productCount: 0,
    photo: null,
    ...overrides,
  };
}

async function openAuthors(path = '/admin/books/authors', authors = [author(1, { productCount: 3 }), author(2)]) {
  return openRoute(mockEnvironment, path, { query: 'AuthorsPageQuery', data: { authors: connection(authors) }, heading: 'Authors' });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('the author list', () => {
  it('lists authors with their product counts and searches once typing pauses', async () => {
    const { query, user, router } = await openAuthors();
    expect(query.request.variables).toEqual({ search: null });
    expect(within(rowOf('Author 1')).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 authors')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search authors' }), 'humayun');
    const refetch = await resolveOperation(mockEnvironment, 'AuthorAdminListPaginationQuery', {
      authors: connection([author(5, { name: 'Humayun Ahmed' })]),
    });
    expect(refetch.request.variables).toEqual({ count: 20, cursor: null, search: 'humayun' });
    expect(router.state.location.search).toBe('?q=humayun');
    expect(await screen.findByRole('link', { name: 'Humayun Ahmed' })).toBeInTheDocument();
  });

  it('opens with the search of its address, and says when nothing matches', async () => {
    const { query } = await openAuthors('/admin/books/authors?q=zzz', []);
    expect(query.request.variables).toEqual({ search: 'zzz' });
    expect(screen.getByText('No authors match “zzz”.')).toBeInTheDocument();
  });
});

describe('deleting an author', () => {
  it('shows the server’s refusal while the author is on products', async () => {
    const { user } = await openAuthors();
    await user.click(screen.getByRole('button', { name: 'Delete Author 1' }));
    expect(screen.getByText('Delete Author 1? This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete author' }));
    const mutation = await resolveOperation(mockEnvironment, 'AuthorAdminListDeleteAuthorMutation', {
      deleteAuthor: validationError('Author 1 is an author of 3 products; remove them from those first', { id: 'Author 1 is an author of 3 products; remove them from those first' }),
    });
    expect(mutation.request.variables.input).toEqual({ id: gid('Author', 1) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Author 1 is an author of 3 products; remove them from those first');
    expect(screen.getByRole('link', { name: 'Author 1' })).toBeInTheDocument();
  });

  it('removes the author from the list once deleted', async () => {
    const { user } = await openAuthors();
    await user.click(screen.getByRole('button', { name: 'Delete Author 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete author' }));
    await resolveOperation(mockEnvironment, 'AuthorAdminListDeleteAuthorMutation', {
      deleteAuthor: { __typename: 'MutationDeleteAuthorSuccess', data: { deletedId: gid('Author', 2) } },
    });
    expect(await screen.findByText('Author deleted')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Author 2' })).not.toBeInTheDocument();
  });
});

describe('adding and editing authors', () => {
  it('adds an author with a photo, at the top of the list', async () => {
    const uploads = fakeUploads(() => jsonResponse({ key: 'authors/p.png', url: '/files/authors/p.png', contentType: 'image/png', size: 68 }, 201));
    const { user } = await openAuthors();
    await user.click(screen.getByRole('button', { name: 'New author' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New author' }));
    await user.click(dialog.getByRole('button', { name: 'Add author' }));
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(isPending(mockEnvironment, 'AuthorFormCreateAuthorMutation')).toBe(false);

    await user.type(dialog.getByLabelText('Name'), 'Muhammed Zafar Iqbal');
    await user.type(dialog.getByLabelText('Bio'), 'Writer and physicist.');
    await user.upload(dialog.getByLabelText('Photo', { selector: 'input' }), pngFile('zafar.png'));
    expect(await dialog.findByRole('img', { name: 'zafar.png' })).toHaveAttribute('src', '/files/authors/p.png');
    expect(uploads.calls).toEqual([{ purpose: 'author-photo', name: 'zafar.png' }]);
    await user.click(dialog.getByRole('button', { name: 'Add author' }));

    const created = author(9, { name: 'Muhammed Zafar Iqbal', bio: 'Writer and physicist.', photo: { url: '/files/authors/p.png', alt: '' } });
    const mutation = await resolveOperation(mockEnvironment, 'AuthorFormCreateAuthorMutation', {
      createAuthor: { __typename: 'MutationCreateAuthorSuccess', data: { author: created } },
    });
    expect(mutation.request.variables.input).toEqual({ name: 'Muhammed Zafar Iqbal', slug: null, bio: 'Writer and physicist.', photoKey: 'authors/p.png' });
    expect(mutation.request.variables.connections).toHaveLength(1);
    expect(await screen.findByText('Author added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const names = within(screen.getByRole('table', { name: 'Authors' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Muhammed Zafar Iqbal', 'Author 1', 'Author 2']);
  });

  it('edits an author, showing the server’s field message', async () => {
    const { user } = await openAuthors();
    await user.click(screen.getByRole('button', { name: 'Edit Author 2' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Author 2' }));
    expect(dialog.getByLabelText('Slug')).toHaveValue('author-2');
    await user.clear(dialog.getByLabelText('Slug'));
    await user.type(dialog.getByLabelText('Slug'), 'author-1');
    await user.click(dialog.getByRole('button', { name: 'Save author' }));
    const mutation = await resolveOperation(mockEnvironment, 'AuthorFormUpdateAuthorMutation', {
      updateAuthor: validationError('Another author has this slug', { slug: 'Another author has this slug' }),
    });
    expect(mutation.request.variables.input).toEqual({ id: gid('Author', 2), name: 'Author 2', slug: 'author-1', bio: '' });
    expect(await dialog.findByText('Another author has this slug')).toBeInTheDocument();
    expect(dialog.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  });
});
