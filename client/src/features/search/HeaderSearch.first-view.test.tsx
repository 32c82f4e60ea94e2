/**
 * index.html's prerendered first view has the header box before the app runs: what a visitor typed
 * in it stays, with the focus and caret, when the app draws over it.
 */
import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

it('takes the text, focus and caret of the prerendered box, then its combobox suggests for the text', async () => {
  mockEnvironment = createMockEnvironment();
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-first-view', '/');
  root.innerHTML = '<form role="search" class="header-search" action="/search"><input class="header-search__input" type="search" name="q"></form>';
  document.body.append(root);
  const prerendered = root.querySelector('input')!;
  prerendered.value = 'biology';
  prerendered.focus();
  prerendered.setSelectionRange(3, 3);

  // The app draws over the prerendered view (here beside it, into a container of its own, which it then replaces).
  await renderRoute('/', mockEnvironment, { user: null });
  root.remove();
  const box = await screen.findByRole('combobox', { name: 'Search the shop' });
  expect(box).toHaveValue('biology');
  expect(box).toHaveFocus();
  expect([(box as HTMLInputElement).selectionStart, (box as HTMLInputElement).selectionEnd]).toEqual([3, 3]);
  expect((await waitForOperation(mockEnvironment, 'HeaderSearchSuggestionsQuery')).request.variables).toEqual({ query: 'biology' });
});
