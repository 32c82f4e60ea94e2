import { screen, within } from '@testing-library/react';
import { connection, gid, productRow, SECTIONS, uuid } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const ALL_COURSES = { kinds: ['CONTENT'], search: null, published: null, section: null, lowStock: null };

function courseRow(n: number, overrides: Record<string, unknown> = {}) {
  return productRow(n, {
    __typename: 'Content',
    id: gid('Content', n),
    kind: 'CONTENT',
    title: `Course ${n}`,
    path: `/content/course-${n}`,
    digital: true,
    stock: 0,
    ...overrides,
  });
}

async function openCourses(path = '/admin/content', courses = [courseRow(1), courseRow(2, { published: false })]) {
  return openRoute(mockEnvironment, path, {
    query: 'ProductListPageQuery',
    data: { sections: SECTIONS, adminProducts: connection(courses) },
    heading: 'Courses',
  });
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('the course list', () => {
  it('lists every course (unpublished too) with links to their edit pages and "New course"', async () => {
    const { query } = await openCourses();
    expect(query.request.variables).toEqual({ filter: ALL_COURSES, sort: 'NEWEST' });
    expect(document.title).toBe('Courses | Pathagar');
    expect(screen.getByText('Showing 2 of 2 courses')).toBeInTheDocument();
    const second = within(rowOf('Course 2'));
    expect(second.getByText('Unpublished')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Edit Course 2' })).toHaveAttribute('href', `/admin/content/${uuid(2)}`);
    expect(within(rowOf('Course 1')).getByRole('link', { name: 'View Course 1 in the shop' })).toHaveAttribute('href', '/content/course-1');
    expect(screen.getByRole('link', { name: 'New course' })).toHaveAttribute('href', '/admin/content/create');
    // Courses have no stock: no low-stock filter.
    expect(screen.queryByRole('checkbox', { name: /Low stock/ })).not.toBeInTheDocument();
  });

  it('opens with the search, status and sort of its address, and searches again as the filters change', async () => {
    const { query, user, router } = await openCourses('/admin/content?q=chemistry&status=unpublished&sort=popular');
    expect(query.request.variables).toEqual({
      filter: { ...ALL_COURSES, search: 'chemistry', published: false },
      sort: 'POPULAR',
    });
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('chemistry');
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    const refetch = await resolveOperation(mockEnvironment, 'ProductAdminTablePaginationQuery', { adminProducts: connection([courseRow(5)]) });
    expect(refetch.request.variables).toMatchObject({ filter: { ...ALL_COURSES, search: 'chemistry', published: true }, sort: 'POPULAR' });
    expect(await screen.findByRole('link', { name: 'Course 5' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=chemistry&status=published&sort=popular');
  });

  it('invites adding the first course when there are none', async () => {
    await openCourses('/admin/content', []);
    expect(screen.getByText(/No courses yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first course' })).toHaveAttribute('href', '/admin/content/create');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when no course matches the filters', async () => {
    await openCourses('/admin/content?q=zzz', []);
    expect(screen.getByText(/No courses match these filters/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('publishes the selected courses after a confirmation', async () => {
    const { user } = await openCourses('/admin/content', [courseRow(1, { published: false }), courseRow(2, { published: false })]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Course 2' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(isPending(mockEnvironment, 'BulkPublishBarSetProductsPublishedMutation')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Publish 1 course' }));
    const mutation = await resolveOperation(mockEnvironment, 'BulkPublishBarSetProductsPublishedMutation', {
      setProductsPublished: {
        __typename: 'SetProductsPublishedPayload',
        products: [{ __typename: 'Content', id: gid('Content', 2), published: true, updatedAt: '2026-11-21T10:00:00.000Z' }],
      },
    });
    expect(mutation.request.variables).toEqual({ input: { ids: [gid('Content', 2)], published: true } });
    expect(await screen.findByText('Published 1 course')).toBeInTheDocument();
    expect(within(rowOf('Course 2')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Course 1')).getByText('Unpublished')).toBeInTheDocument();
  });
});
