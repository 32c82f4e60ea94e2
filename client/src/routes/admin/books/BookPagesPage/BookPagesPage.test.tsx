import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeUploads, gid, jsonResponse, pngFile, uuid } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const BOOK_ID = gid('Book', 4);

function page(n: number, caption = '') {
  return { __typename: 'ProductPage', id: gid('ProductPage', n), position: n, caption, image: { url: `/files/pages/${n}.png`, alt: '' } };
}

function book(samplePages: ReturnType<typeof page>[], pageImages: ReturnType<typeof page>[] = []) {
  return { __typename: 'Book', __isProduct: 'Book', id: BOOK_ID, title: 'Physics 1st Paper', published: true, path: '/book/physics', samplePages, pageImages };
}

async function openPages(tab: 'demo' | 'pages', data: ReturnType<typeof book>) {
  const view = await renderRoute(`/admin/books/${uuid(4)}/${tab}`, mockEnvironment);
  const query = await resolveOperation(mockEnvironment, 'BookPagesPageQuery', { product: { __typename: 'QueryProductSuccess', data } });
  expect(query.request.variables).toEqual({ key: uuid(4) });
  await screen.findByRole('heading', { name: 'Physics 1st Paper', level: 1 });
  return { ...view, user: userEvent.setup() };
}

const shownPages = () =>
  within(screen.getByRole('list', { name: /Demo pages|Page images/ }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('src'));

describe('demo pages', () => {
  it('moves a page up with its button, saving the whole new order, and keeps focus on the moved page', async () => {
    const { user } = await openPages('demo', book([page(1, 'Cover'), page(2, 'Contents'), page(3, 'Chapter 1')]));
    expect(document.title).toBe('Demo pages · Physics 1st Paper | Pathagar');
    expect(shownPages()).toEqual(['/files/pages/1.png', '/files/pages/2.png', '/files/pages/3.png']);
    expect(screen.getByRole('button', { name: 'Move demo page 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move demo page 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move demo page 3 up' }));
    const reordered = book([page(1, 'Cover'), page(3, 'Chapter 1'), page(2, 'Contents')]);
    const mutation = await resolveOperation(mockEnvironment, 'ProductPagesEditorReorderProductPagesMutation', {
      reorderProductPages: { __typename: 'MutationReorderProductPagesSuccess', data: { product: reordered } },
    });
    expect(mutation.request.variables).toEqual({
      input: { productId: BOOK_ID, kind: 'DEMO', pageIds: [gid('ProductPage', 1), gid('ProductPage', 3), gid('ProductPage', 2)] },
    });
    expect(shownPages()).toEqual(['/files/pages/1.png', '/files/pages/3.png', '/files/pages/2.png']);
    expect(screen.getByText('Moved demo page to position 2 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move demo page 2 up' })).toHaveFocus();
  });

  it('moves a page down from the keyboard', async () => {
    const { user } = await openPages('demo', book([page(1), page(2)]));
    screen.getByRole('button', { name: 'Move demo page 1 down' }).focus();
    await user.keyboard('{Enter}');
    const mutation = await resolveOperation(mockEnvironment, 'ProductPagesEditorReorderProductPagesMutation', {
      reorderProductPages: { __typename: 'MutationReorderProductPagesSuccess', data: { product: book([page(2), page(1)]) } },
    });
    expect(mutation.request.variables.input.pageIds).toEqual([gid('ProductPage', 2), gid('ProductPage', 1)]);
    // At the bottom its "down" button is disabled: focus goes to its "up" button.
    expect(screen.getByRole('button', { name: 'Move demo page 2 up' })).toHaveFocus();
  });

  it('removes a page after a confirmation', async () => {
    const { user } = await openPages('demo', book([page(1, 'Cover'), page(2, 'Contents')]));
    await user.click(screen.getByRole('button', { name: 'Remove demo page 2' }));
    expect(screen.getByText('Remove demo page 2 (“Contents”)? The pages after it move up.')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'ProductPagesEditorRemoveProductPageMutation')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const mutation = await resolveOperation(mockEnvironment, 'ProductPagesEditorRemoveProductPageMutation', {
      removeProductPage: {
        __typename: 'MutationRemoveProductPageSuccess',
        data: { deletedId: gid('ProductPage', 2), product: book([page(1, 'Cover')]) },
      },
    });
    expect(mutation.request.variables).toEqual({ input: { id: gid('ProductPage', 2) } });
    expect(shownPages()).toEqual(['/files/pages/1.png']);
  });

  it('uploads an image and adds it with its caption', async () => {
    const uploads = fakeUploads(() => jsonResponse({ key: 'pages/new.png', url: '/files/pages/new.png', contentType: 'image/png', size: 68 }, 201));
    const { user } = await openPages('demo', book([]));
    expect(screen.getByText(/No demo pages yet/)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add demo page' });
    expect(add).toBeDisabled();
    await user.upload(screen.getByLabelText('Page image', { selector: 'input' }), pngFile('contents.png'));
    expect(uploads.calls).toEqual([{ purpose: 'page', name: 'contents.png' }]);
    await user.type(screen.getByLabelText('Caption'), 'Contents');
    await user.click(await screen.findByRole('button', { name: 'Add demo page' }));
    const mutation = await resolveOperation(mockEnvironment, 'ProductPageAddFormMutation', {
      addProductPage: { __typename: 'MutationAddProductPageSuccess', data: { product: book([page(5, 'Contents')]) } },
    });
    expect(mutation.request.variables).toEqual({ input: { productId: BOOK_ID, kind: 'DEMO', imageKey: 'pages/new.png', caption: 'Contents' } });
    expect(shownPages()).toEqual(['/files/pages/5.png']);
    expect(screen.getByLabelText('Caption')).toHaveValue('');
  });
});

describe('page images', () => {
  it('edits the staff-only page images (PAGE), not the demo pages', async () => {
    const { user } = await openPages('pages', book([page(1)], [page(7), page(8)]));
    expect(screen.getByText(/Shoppers never see them/)).toBeInTheDocument();
    expect(shownPages()).toEqual(['/files/pages/7.png', '/files/pages/8.png']);
    await user.click(screen.getByRole('button', { name: 'Move page image 2 up' }));
    const mutation = await resolveOperation(mockEnvironment, 'ProductPagesEditorReorderProductPagesMutation', {
      reorderProductPages: { __typename: 'MutationReorderProductPagesSuccess', data: { product: book([page(1)], [page(8), page(7)]) } },
    });
    expect(mutation.request.variables.input).toEqual({ productId: BOOK_ID, kind: 'PAGE', pageIds: [gid('ProductPage', 8), gid('ProductPage', 7)] });
  });
});
