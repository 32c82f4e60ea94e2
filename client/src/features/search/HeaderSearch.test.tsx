import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { product } from '../../../test/catalog-data.ts';
import { isPending, resolveOperation } from '../../../test/relay-operations.ts';
import { typeOutsideAct } from '../../../test/key-outside-act.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { SUGGEST_DELAY_MS } from './search-path.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

const SUGGESTIONS = [
  product('p1', { title: 'Physics 1st Paper', slug: 'physics-1st-paper', authors: ['Ishak Nurfaraj'], price: 45000 }),
  product('p2', { title: 'Physics 2nd Paper Ebook', slug: 'physics-2nd-paper-ebook', kind: 'EBOOK', price: 20000 }),
];

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/**
 * Opens a storefront page (its own query left pending) and types into the header's search box; the
 * box is the combobox once its chunk has come (a plain search box until then, in the file's first test).
 */
async function typeInHeader(text: string) {
  const typist = userEvent.setup();
  const view = await renderRoute('/bundle', mockEnvironment, { user: null });
  await typist.type(screen.getByLabelText('Search the shop'), text);
  const box = await screen.findByRole('combobox', { name: 'Search the shop' });
  return { ...view, typist, box };
}

async function suggest(nodes = SUGGESTIONS) {
  return resolveOperation(mockEnvironment, 'HeaderSearchSuggestionsQuery', { searchSuggestions: nodes });
}

function options() {
  return within(screen.getByRole('listbox', { name: 'Suggestions', hidden: true })).queryAllByRole('option');
}

describe('the header search box', () => {
  it('shows each key at once, so a key typed before the effects have run adds to it', async () => {
    const { box } = await typeInHeader('p');
    await waitFor(() => expect(box).toHaveValue('p'));
    // One key as the browser delivers it: the box, controlled by the text, shows it when the event is over.
    expect(typeOutsideAct(box, 'ph')).toBe('ph');
    await pause(0);
    expect(box).toHaveValue('ph');
  });

  it('suggests nothing for fewer than two characters', async () => {
    const { box } = await typeInHeader('p');
    await pause(SUGGEST_DELAY_MS + 100);
    expect(isPending(mockEnvironment, 'HeaderSearchSuggestionsQuery')).toBe(false);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('fetches suggestions once typing pauses, for the whole text, and lists them with "all results"', async () => {
    const { box } = await typeInHeader('phy');
    const operation = await suggest();
    expect(operation.request.variables).toEqual({ query: 'phy' });
    expect(mockEnvironment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'HeaderSearchSuggestionsQuery')).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(options().map((option) => option.textContent)).toEqual([
      'Physics 1st PaperBook · Ishak Nurfaraj৳450',
      'Physics 2nd Paper EbookEbook · Humayun Ahmed৳200',
      'See all results for “phy”',
    ]);
    expect(screen.getByText('2 suggestions')).toHaveAttribute('role', 'status');
  });

  it('moves through the options with the arrow keys (wrapping) and opens the highlighted one with Enter', async () => {
    const { typist, box, router } = await typeInHeader('phy');
    await suggest();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await typist.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await typist.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await typist.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await typist.keyboard('{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await typist.keyboard('{ArrowUp}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');

    await typist.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/ebook/physics-2nd-paper-ebook');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the results page on Enter with nothing highlighted', async () => {
    const { typist, router } = await typeInHeader('physics 1st');
    await suggest();
    await typist.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=physics+1st');
  });

  it('goes to the results page on Enter before any suggestion arrived, and from the "all results" option', async () => {
    const { typist, router, box } = await typeInHeader('ch');
    // The box never empties on the way (it did, until the results page drew and refilled it).
    const shown: string[] = [];
    const watch = new MutationObserver(() => shown.push((box as HTMLInputElement).value));
    watch.observe(box, { attributes: true });
    const watchValue = setInterval(() => shown.push((box as HTMLInputElement).value), 0);
    await typist.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=ch');
    expect(box).toHaveValue('ch');
    await pause(50);
    clearInterval(watchValue);
    watch.disconnect();
    // On the results page the box keeps what was searched.
    expect(box).toHaveValue('ch');
    expect(shown.filter((value) => value !== 'ch')).toEqual([]);

    await typist.clear(box);
    await typist.type(box, 'bio');
    await suggest([]);
    expect(options().map((option) => option.textContent)).toEqual(['No titles start with “bio”. Search all products for it']);
    await typist.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.search).toBe('?q=bio');
  });

  it('closes the list with Escape, reopens it with the arrow keys, and clears the box with a second Escape', async () => {
    const { typist, box } = await typeInHeader('phy');
    await suggest();
    await typist.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(box).toHaveValue('phy');

    await typist.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await typist.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it('opens a suggestion that is clicked', async () => {
    const { typist, router } = await typeInHeader('phy');
    await suggest();
    await typist.click(options()[0]!);
    expect(router.state.location.pathname).toBe('/book/physics-1st-paper');
  });

  it('drops the request for text that has since changed', async () => {
    const { typist, box } = await typeInHeader('ph');
    await pause(SUGGEST_DELAY_MS + 50);
    expect(isPending(mockEnvironment, 'HeaderSearchSuggestionsQuery')).toBe(true);
    await typist.clear(box);
    await typist.type(box, 'x');
    expect(isPending(mockEnvironment, 'HeaderSearchSuggestionsQuery')).toBe(false);
    await pause(SUGGEST_DELAY_MS + 100);
    expect(isPending(mockEnvironment, 'HeaderSearchSuggestionsQuery')).toBe(false);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
