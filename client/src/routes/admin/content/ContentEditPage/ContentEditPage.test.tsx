import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chapter, courseDetails } from '../../../../features/admin-content/test-support.ts';
import { gid, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const COURSE = courseDetails(4, {
  title: 'Biology Full Course',
  published: true,
  price: { amount: 250050 },
  section: { __typename: 'Section', id: gid('Section', 3) },
  hscBatch: 'HSC 2025',
  instructor: 'Dr. Nazma',
  chapters: [chapter(1), chapter(2)],
});

const control = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });

async function openEdit(course: Record<string, unknown> = COURSE) {
  const view = await renderRoute(`/admin/content/${uuid(4)}`, mockEnvironment);
  const query = await resolveOperation(mockEnvironment, 'ContentEditPageQuery', {
    sections: SECTIONS,
    product: { __typename: 'QueryProductSuccess', data: course },
  });
  expect(query.request.variables).toEqual({ key: uuid(4) });
  await screen.findByRole('heading', { name: String(course.title), level: 1 });
  return { ...view, user: userEvent.setup() };
}

describe('the course edit page', () => {
  it('shows the saved course with its tabs and a link to its chapters, and saves changes', async () => {
    const { user } = await openEdit();
    expect(document.title).toBe('Biology Full Course | Pathagar');
    const tabs = within(screen.getByRole('navigation', { name: 'Course' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Details', `/admin/content/${uuid(4)}`],
      ['Chapters and lessons', `/admin/content/${uuid(4)}/chapters`],
    ]);
    expect(screen.getByText(/2 chapters/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the chapters and lessons' })).toHaveAttribute('href', `/admin/content/${uuid(4)}/chapters`);
    expect(control('Price')).toHaveValue('2500.50');
    expect(control('HSC batch')).toHaveValue('HSC 2025');
    expect(control('Instructor')).toHaveValue('Dr. Nazma');

    await user.selectOptions(control('HSC batch'), 'HSC 2026');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    const mutation = await resolveOperation(mockEnvironment, 'ContentFormUpdateContentMutation', {
      updateContent: { __typename: 'UpdateContentPayload', content: { ...COURSE, hscBatch: 'HSC 2026', updatedAt: '2026-11-22T10:00:00.000Z' } },
    });
    expect(mutation.request.variables.input).toMatchObject({ id: COURSE.id, hscBatch: 'HSC 2026', price: 250050, sectionId: gid('Section', 3) });
    expect(mutation.request.variables.input).not.toHaveProperty('coverKey');
    expect(await screen.findByText('Course saved')).toBeInTheDocument();
  });

  it('deletes the course only after a confirmation, then goes back to the list', async () => {
    const { user, router } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete course…' }));
    expect(screen.getByText(/Delete “Biology Full Course”\?/)).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'DeleteProductSectionDeleteProductMutation')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete course' }));
    const mutation = await resolveOperation(mockEnvironment, 'DeleteProductSectionDeleteProductMutation', {
      deleteProduct: { __typename: 'DeleteProductPayload', deletedId: COURSE.id },
    });
    expect(mutation.request.variables).toEqual({ input: { id: COURSE.id } });
    expect(await screen.findByText('Course deleted')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/content');
    await waitForOperation(mockEnvironment, 'ProductListPageQuery');
  });

  it('shows why the server refused to delete it, and stays', async () => {
    const { user, router } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete course…' }));
    await user.click(screen.getByRole('button', { name: 'Delete course' }));
    await resolveOperation(mockEnvironment, 'DeleteProductSectionDeleteProductMutation', {
      deleteProduct: validationError('This course is in a bundle', { id: 'This course is in a bundle' }),
    });
    expect(await screen.findByText('This course is in a bundle')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/content/${uuid(4)}`);
  });

  it('is a 404 when there is no such course', async () => {
    await renderRoute(`/admin/content/${uuid(404)}`, mockEnvironment);
    await resolveOperation(mockEnvironment, 'ContentEditPageQuery', {
      sections: SECTIONS,
      product: { __typename: 'NotFoundError', message: 'This product is not in the shop.' },
    });
    expect(await screen.findByText(`Page not found: /admin/content/${uuid(404)}`)).toBeInTheDocument();
  });
});
