import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayloadData } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { resolveOperation } from './relay-operations.ts';
import { renderRoute } from './render-route.tsx';

interface OpenRoute {
  /** The route's query, e.g. 'BookCreatePageQuery', and the data it answers with. */
  query: string;
  data: PayloadData;
  /** The page's h1 once the data is there. */
  heading: string;
}

/** Opens `path`, answers its route query and waits for its heading: the rendered route, the query (for its variables) and a user. */
export async function openRoute(environment: RelayMockEnvironment, path: string, { query: name, data, heading }: OpenRoute) {
  const view = await renderRoute(path, environment);
  const query = await resolveOperation(environment, name, data);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return { ...view, query, user: userEvent.setup() };
}
