/**
 * The header search before and as its combobox chunk arrives (issue 21): a plain search box that
 * searches on its own, the chunk asked for on first use or once the page has settled, and the
 * combobox taking over with what was typed, the focus and the caret.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { product } from '../../../test/catalog-data.ts';
import { isPending, resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import type { HeaderSearchComboboxComponent } from './header-search-loader.ts';
import { SUGGEST_DELAY_MS } from './search-path.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

/** The chunk's load, held until the test lets it arrive. */
let arrive: () => void;
const loadCombobox = jest.fn<Promise<HeaderSearchComboboxComponent>, []>();
jest.mock('./header-search-loader.ts', () => ({
  loadedHeaderSearchCombobox: () => null,
  loadHeaderSearchCombobox: () => loadCombobox(),
}));
/** The page-settled callback HeaderSearch asked for (run by the test instead of after a few seconds). */
let settle: (() => void) | undefined;
jest.mock('../../lib/idle.ts', () => ({
  savingData: () => false,
  whenSettled: (task: () => void) => {
    settle = task;
    return () => (settle = undefined);
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
  settle = undefined;
  const loading = new Promise<HeaderSearchComboboxComponent>((resolve) => {
    arrive = () => resolve((jest.requireActual('./HeaderSearchCombobox.tsx') as typeof import('./HeaderSearchCombobox.tsx')).HeaderSearchCombobox);
  });
  loadCombobox.mockReset().mockReturnValue(loading);
});

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const comboboxArrives = () => act(async () => arrive());

describe('the header search before its combobox has loaded', () => {
  it('keeps what was typed, the focus and the caret when the combobox takes over, and suggests for the text', async () => {
    const typist = userEvent.setup();
    await renderRoute('/bundle', mockEnvironment, { user: null });
    const plain = screen.getByRole('searchbox', { name: 'Search the shop' });
    expect(screen.queryByRole('combobox', { name: 'Search the shop' })).not.toBeInTheDocument();
    expect(loadCombobox).not.toHaveBeenCalled();

    await typist.type(plain, 'phy{ArrowLeft}');
    expect(loadCombobox).toHaveBeenCalled();
    await pause(SUGGEST_DELAY_MS + 50);
    expect(isPending(mockEnvironment, 'HeaderSearchSuggestionsQuery')).toBe(false);

    await comboboxArrives();
    const box = screen.getByRole('combobox', { name: 'Search the shop' });
    expect(plain).not.toBeInTheDocument();
    expect(box).toHaveValue('phy');
    expect(box).toHaveFocus();
    expect([(box as HTMLInputElement).selectionStart, (box as HTMLInputElement).selectionEnd]).toEqual([2, 2]);

    const operation = await resolveOperation(mockEnvironment, 'HeaderSearchSuggestionsQuery', {
      searchSuggestions: [product('p1', { title: 'Physics 1st Paper', slug: 'physics-1st-paper', authors: ['Ishak Nurfaraj'], price: 45000 })],
    });
    expect(operation.request.variables).toEqual({ query: 'phy' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Physics 1st PaperBook · Ishak Nurfaraj৳450',
      'See all results for “phy”',
    ]);

    // Typing goes on where the caret was.
    await typist.keyboard('s');
    expect(box).toHaveValue('phsy');
  });

  it('searches on Enter without the combobox, and the results page keeps the query in the one box', async () => {
    const typist = userEvent.setup();
    const { router } = await renderRoute('/bundle', mockEnvironment, { user: null });
    await typist.type(screen.getByRole('searchbox', { name: 'Search the shop' }), 'chemistry{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=chemistry');
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('chemistry');

    // Once the combobox comes there, it holds the query too, and suggests nothing for it unasked.
    await comboboxArrives();
    expect(screen.getByRole('combobox', { name: 'Search the shop' })).toHaveValue('chemistry');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await pause(SUGGEST_DELAY_MS + 50);
    expect(isPending(mockEnvironment, 'HeaderSearchSuggestionsQuery')).toBe(false);
  });

  it('is a form that searches /search?q= even without the app, and its button searches', async () => {
    const { router } = await renderRoute('/bundle', mockEnvironment, { user: null });
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/search');
    const plain = screen.getByRole('searchbox', { name: 'Search the shop' });
    expect(plain).toHaveAttribute('name', 'q');
    fireEvent.change(plain, { target: { value: 'physics 2nd' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=physics+2nd'));
  });

  it('loads the combobox once the page has settled, without taking the focus or asking for suggestions', async () => {
    await renderRoute('/bundle', mockEnvironment, { user: null });
    expect(loadCombobox).not.toHaveBeenCalled();
    expect(settle).toBeDefined();
    act(() => settle!());
    expect(loadCombobox).toHaveBeenCalledTimes(1);
    await comboboxArrives();
    const box = screen.getByRole('combobox', { name: 'Search the shop' });
    expect(box).not.toHaveFocus();
    expect(box).toHaveValue('');
    expect(isPending(mockEnvironment, 'HeaderSearchSuggestionsQuery')).toBe(false);
  });

  it('waits for an input method to finish composing before the combobox takes over', async () => {
    await renderRoute('/bundle', mockEnvironment, { user: null });
    const plain = screen.getByRole('searchbox', { name: 'Search the shop' });
    fireEvent.focus(plain);
    fireEvent.compositionStart(plain);
    await comboboxArrives();
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toBe(plain);
    fireEvent.compositionEnd(plain);
    expect(await screen.findByRole('combobox', { name: 'Search the shop' })).toBeInTheDocument();
  });
});
