/**
 * index.html's prerendered first view has the header box before the app runs: what a visitor typed
 * in it stays, with the focus and caret, when the app draws over it, including keys typed after the
 * app rendered its header but before React replaced the page (the lost "E" of a CI run).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { resetFirstViewBoxForTests } from './first-view-box.ts';
import { HeaderSearch } from './HeaderSearch.tsx';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

// Each test is a new page load.
beforeEach(() => {
  resetFirstViewBoxForTests();
  mockEnvironment = createMockEnvironment();
});

/** index.html's #root showing the first view, its header box holding `text` with focus and the caret at `caret`. */
function prerenderedBox(text: string, caret: number) {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-first-view', '/');
  root.innerHTML = '<form role="search" class="header-search" action="/search"><input class="header-search__input" type="search" name="q"></form>';
  document.body.append(root);
  const box = root.querySelector('input')!;
  box.value = text;
  box.focus();
  box.setSelectionRange(caret, caret);
  return { root, box };
}

/**
 * Renders the header into #root as createRoot(#root) does (its children replaced when React commits),
 * while the visitor types `key` into the prerendered box between the header's render and the commit.
 */
function renderHeaderTypingMeanwhile(root: HTMLElement, box: HTMLInputElement, key: string) {
  const before = box.value;
  function TypesWhileTheAppRenders() {
    if (box.value === before) {
      box.value = before + key;
      box.setSelectionRange(box.value.length, box.value.length);
    }
    return null;
  }
  render(
    <RelayEnvironmentProvider environment={mockEnvironment}>
      <MemoryRouter>
        <HeaderSearch />
        <TypesWhileTheAppRenders />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
    { container: root },
  );
  expect(box.isConnected).toBe(false);
}

const caretOf = (box: HTMLElement) => [(box as HTMLInputElement).selectionStart, (box as HTMLInputElement).selectionEnd];

// First: the combobox's chunk has not loaded yet, as on the app's first render.
it('keeps keys typed in the prerendered box after the app rendered its header but before it replaced the page', async () => {
  const { root, box: prerendered } = prerenderedBox('BUT', 3);
  renderHeaderTypingMeanwhile(root, prerendered, 'E');
  const box = screen.getByRole('searchbox', { name: 'Search the shop' });
  expect(box).toHaveValue('BUTE');
  expect(box).toHaveFocus();
  expect(caretOf(box)).toEqual([4, 4]);
  await userEvent.setup().keyboard('X');
  expect(screen.getByRole('combobox', { name: 'Search the shop' })).toHaveValue('BUTEX');
  root.remove();
});

it('takes the text, focus and caret of the prerendered box, then its combobox suggests for the text', async () => {
  const { root } = prerenderedBox('biology', 3);
  // The app draws over the prerendered view (here beside it, into a container of its own, which it then replaces).
  await renderRoute('/', mockEnvironment, { user: null });
  root.remove();
  const box = await screen.findByRole('combobox', { name: 'Search the shop' });
  expect(box).toHaveValue('biology');
  expect(box).toHaveFocus();
  expect(caretOf(box)).toEqual([3, 3]);
  expect((await waitForOperation(mockEnvironment, 'HeaderSearchSuggestionsQuery')).request.variables).toEqual({ query: 'biology' });
});

// Last: the combobox's chunk has loaded (above), so the first render draws the combobox itself.
it('keeps keys typed meanwhile when the combobox itself replaces the prerendered box, and suggests for all the text', async () => {
  const { root, box: prerendered } = prerenderedBox('chemi', 5);
  renderHeaderTypingMeanwhile(root, prerendered, 's');
  const box = screen.getByRole('combobox', { name: 'Search the shop' });
  expect(box).toHaveValue('chemis');
  expect(box).toHaveFocus();
  expect(caretOf(box)).toEqual([6, 6]);
  expect((await waitForOperation(mockEnvironment, 'HeaderSearchSuggestionsQuery')).request.variables).toEqual({ query: 'chemis' });
  expect(box).toHaveValue('chemis');
  root.remove();
});
