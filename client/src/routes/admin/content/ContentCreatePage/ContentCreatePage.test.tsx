import { screen } from '@testing-library/react';
import { courseDetails } from '../../../../features/admin-content/test-support.ts';
import { fakeUploads, gid, jsonResponse, pngFile, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

async function openCreate() {
  return openRoute(mockEnvironment, '/admin/content/create', {
    query: 'ContentCreatePageQuery',
    data: { sections: SECTIONS },
    heading: 'New course',
  });
}

const control = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });

describe('the new course form', () => {
  it('checks the fields with their messages and sends nothing while any is wrong', async () => {
    const { user } = await openCreate();
    expect(document.title).toBe('New course | Pathagar');
    // A course has no stock.
    expect(screen.queryByLabelText('Stock')).not.toBeInTheDocument();

    await user.click(control('Title'));
    await user.tab();
    expect(control('Title')).toHaveAccessibleDescription('Title is required');

    await user.type(control('Price'), '12.345');
    await user.tab();
    expect(control('Price')).toHaveAccessibleDescription(expect.stringContaining('Enter price in Taka, e.g. 250 or 249.50'));
    await user.clear(control('Price'));
    await user.type(control('Price'), '1,500');
    await user.type(control('Compare-at price'), '1000');
    await user.tab();
    expect(control('Compare-at price')).toHaveAccessibleDescription(expect.stringContaining('Compare-at price must be at least the price'));

    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(control('HSC batch')).toHaveAccessibleDescription('HSC batch is required');
    expect(control('HSC batch')).toHaveAttribute('aria-invalid', 'true');
    expect(isPending(mockEnvironment, 'ContentFormCreateContentMutation')).toBe(false);
  });

  it('creates the course with prices in poisha and its cover, then opens its edit page', async () => {
    fakeUploads(() => jsonResponse({ key: 'covers/chem.png', url: '/files/covers/chem.png', contentType: 'image/png', size: 68 }, 201));
    const { user, router } = await openCreate();
    await user.upload(screen.getByLabelText('Cover image', { selector: 'input' }), pngFile('chem.png'));
    expect(await screen.findByRole('img', { name: 'chem.png' })).toHaveAttribute('src', '/files/covers/chem.png');

    await user.type(control('Title'), 'Chemistry Crash Course');
    await user.type(control('Description'), 'Every chapter of HSC chemistry.');
    await user.selectOptions(control('HSC batch'), 'HSC 2026');
    await user.type(control('Instructor'), 'Dr. Salma Khatun');
    await user.type(control('Price'), '1,499.50');
    await user.type(control('Compare-at price'), '2000');
    await user.selectOptions(control('Section'), 'Academic › Cycle');
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Create course' }));

    const mutation = await resolveOperation(mockEnvironment, 'ContentFormCreateContentMutation', {
      createContent: { __typename: 'CreateContentPayload', content: courseDetails(7, { title: 'Chemistry Crash Course', published: true }) },
    });
    expect(mutation.request.variables).toEqual({
      input: {
        title: 'Chemistry Crash Course',
        subtitle: '',
        description: 'Every chapter of HSC chemistry.',
        price: 149950,
        compareAtPrice: 200000,
        sectionId: gid('Section', 2),
        slug: null,
        hscBatch: 'HSC 2026',
        instructor: 'Dr. Salma Khatun',
        authorIds: [],
        published: true,
        coverKey: 'covers/chem.png',
      },
    });
    expect(await screen.findByText('Course created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/content/${uuid(7)}`);
    const edit = await waitForOperation(mockEnvironment, 'ContentEditPageQuery');
    expect(edit.request.variables).toEqual({ key: uuid(7) });
  });

  it('shows the server’s field messages next to their fields, and its message when none is a field', async () => {
    const { user } = await openCreate();
    await user.type(control('Title'), 'Physics');
    await user.selectOptions(control('HSC batch'), 'HSC 2025');
    await user.type(control('Price'), '500');
    await user.type(control('Slug'), 'physics');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await resolveOperation(mockEnvironment, 'ContentFormCreateContentMutation', {
      createContent: validationError('Another product has this slug', { slug: 'Another product has this slug' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(control('Slug')).toHaveAccessibleDescription(expect.stringContaining('Another product has this slug'));
    expect(control('Slug')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(control('Slug'));
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await resolveOperation(mockEnvironment, 'ContentFormCreateContentMutation', {
      createContent: validationError('The catalogue is read-only during the stock count'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is read-only during the stock count');
    expect(screen.getByRole('heading', { name: 'New course', level: 1 })).toBeInTheDocument();
  });
});
