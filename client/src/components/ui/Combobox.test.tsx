import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeOutsideAct } from '../../../test/key-outside-act.ts';
import { NETWORK_ERROR_MESSAGE } from '../../lib/error-message.ts';
import { Combobox, COMBOBOX_SEARCH_DELAY_MS, type ComboboxOption } from './Combobox.tsx';

const AUTHORS: ComboboxOption[] = [
  { id: 'a1', label: 'Humayun Ahmed', detail: '12 products' },
  { id: 'a2', label: 'Humaira Khan' },
  { id: 'a3', label: 'Muhammed Zafar Iqbal' },
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup({ chosenIds = [] as string[], search = jest.fn(async (term: string) => AUTHORS.filter((a) => a.label.toLowerCase().includes(term.toLowerCase()))) } = {}) {
  const onPick = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Combobox label="Search authors" search={search} onPick={onPick} chosenIds={chosenIds} />);
  const box = screen.getByRole('combobox', { name: 'Search authors' });
  const typeAndWait = async (text: string) => {
    await user.type(box, text);
    await act(async () => {
      jest.advanceTimersByTime(COMBOBOX_SEARCH_DELAY_MS);
    });
  };
  return { user, box, onPick, search, typeAndWait };
}

describe('Combobox', () => {
  it('searches once typing pauses and lists the matches', async () => {
    const { box, search, typeAndWait } = setup();
    await typeAndWait('hum');
    expect(search).toHaveBeenLastCalledWith('hum');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = within(screen.getByRole('listbox', { name: 'Search authors' }));
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(['Humayun Ahmed 12 products', 'Humaira Khan']);
  });

  it('shows each key at once, so a key typed before the effects have run adds to it', async () => {
    const { box, search, typeAndWait } = setup();
    await typeAndWait('hu');
    expect(typeOutsideAct(box, 'hum')).toBe('hum');
    await act(async () => {
      jest.advanceTimersByTime(COMBOBOX_SEARCH_DELAY_MS);
    });
    expect(box).toHaveValue('hum');
    expect(search).toHaveBeenLastCalledWith('hum');
  });

  it('moves through the matches with the arrow keys and picks with Enter, emptying the box', async () => {
    const { user, box, onPick, typeAndWait } = setup();
    await typeAndWait('hum');
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Humaira Khan' });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(AUTHORS[1]);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks the first match of what was typed when Enter comes before the matches (a barcode scanner)', async () => {
    const { user, box, onPick, search } = setup();
    // Typed and Enter at once, before the pause that starts a search: it searches now and picks on arrival.
    await user.type(box, 'zafar{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenLastCalledWith('zafar');
    expect(onPick).toHaveBeenCalledWith(AUTHORS[2]);
    // The search the pause would have started is dropped with it.
    await act(async () => {
      jest.advanceTimersByTime(COMBOBOX_SEARCH_DELAY_MS * 2);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not pick a match of the earlier text when Enter comes before the new text’s matches', async () => {
    const { user, box, onPick, typeAndWait } = setup();
    await typeAndWait('hum');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.clear(box);
    await user.type(box, 'iqbal{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(AUTHORS[2]);
  });

  it('picks nothing on an early Enter when nothing matches, and says so', async () => {
    const { user, box, onPick } = setup();
    await user.type(box, 'nobody{Enter}');
    expect(await screen.findByText('Nothing matches “nobody”.')).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
    expect(box).toHaveValue('nobody');
  });

  it('closes the list with Escape without picking', async () => {
    const { user, box, onPick, typeAndWait } = setup();
    await typeAndWait('zafar');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('shows chosen options as chosen and does not pick them again', async () => {
    const { user, onPick, typeAndWait } = setup({ chosenIds: ['a1'] });
    await typeAndWait('humayun');
    const chosen = screen.getByRole('option', { name: /Humayun Ahmed/ });
    expect(chosen).toHaveAttribute('aria-disabled', 'true');
    expect(chosen).toHaveTextContent('(chosen)');
    await user.click(chosen);
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    const { typeAndWait } = setup();
    await typeAndWait('nobody');
    expect(screen.getByText('Nothing matches “nobody”.')).toBeInTheDocument();
  });

  it('shows the message of a search that failed', async () => {
    const { typeAndWait } = setup({ search: jest.fn(async (_term: string): Promise<ComboboxOption[]> => Promise.reject(new TypeError('Failed to fetch'))) });
    await typeAndWait('x');
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
  });
});
