import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { renderRoute } from '../../../test/render-route.tsx';

const mockEnvironment = createMockEnvironment();
jest.mock('../../relay/environment.ts', () => ({ relayEnvironment: mockEnvironment }));

function section(id: string, name: string, path: string, children: { id: string; name: string; path: string }[] = []) {
  return {
    id,
    __typename: 'Section',
    name,
    description: `${name} books`,
    path,
    children: { edges: children.map((node) => ({ node: { __typename: 'Section', ...node } })) },
  };
}

async function homeQuery() {
  for (let i = 0; i < 50; i += 1) {
    const operation = mockEnvironment.mock.getAllOperations()[0];
    if (operation) return operation;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('HomePageQuery was never sent');
}

describe('home page', () => {
  it('is loading until its query answers, then shows every section with its sub-sections', async () => {
    await renderRoute('/', mockEnvironment);
    const operation = await homeQuery();
    expect(operation.request.node.params.name).toBe('HomePageQuery');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    mockEnvironment.mock.resolve(operation, {
      data: {
        sections: {
          edges: [
            { node: section('s1', 'Academic', '/academic', [{ id: 's5', name: 'Cycle', path: '/academic/cycle' }]) },
            { node: section('s2', 'Engineering', '/engineering') },
            { node: section('s3', 'Medical', '/medical') },
            { node: section('s4', 'Varsity', '/varsity') },
          ],
        },
      },
    });
    for (const name of ['Academic', 'Engineering', 'Medical', 'Varsity']) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Cycle' })).toHaveAttribute('href', '/academic/cycle');
    expect(document.title).toBe('Pathagar');
  });
});
