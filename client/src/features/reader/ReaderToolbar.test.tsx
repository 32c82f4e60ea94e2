import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '../../../test/languages.ts';
import { ReaderToolbar, type ReaderToolbarProps } from './ReaderToolbar.tsx';
import { MAX_ZOOM } from './zoom.ts';

function toolbar(props: Partial<ReaderToolbarProps> = {}, name = 'Reader tools') {
  const handlers = { onContents: jest.fn(), onSearch: jest.fn(), onZoom: jest.fn(), onFit: jest.fn(), onTheme: jest.fn() };
  render(<ReaderToolbar hasOutline canSearch zoom={1} theme="light" {...handlers} {...props} />);
  return { ...handlers, bar: screen.getByRole('toolbar', { name }) };
}

describe('the reader toolbar', () => {
  it('names every tool, shows its label, and draws icons rather than characters', () => {
    const { bar } = toolbar();
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['Contents', 'Search in the book', 'Zoom out', 'Fit to width', 'Zoom in', 'Dark reading mode']);
    for (const button of within(bar).getAllByRole('button')) {
      // The visible label is where the name begins (axe: label-content-name-mismatch).
      const label = button.querySelector('.reader__tool-label')!.textContent!;
      expect((button.getAttribute('aria-label') ?? label).startsWith(label)).toBe(true);
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(bar.textContent).not.toMatch(/[⌕−↔+☾☀☰]/);
  });

  it('calls its handlers, zooms in and out by a step, and says when the page fits the width', async () => {
    const user = userEvent.setup();
    const { onContents, onSearch, onZoom, onFit, onTheme } = toolbar({ zoom: 2 });
    await user.click(screen.getByRole('button', { name: 'Contents' }));
    await user.click(screen.getByRole('button', { name: 'Search in the book' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Fit to width' }));
    await user.click(screen.getByRole('button', { name: 'Dark reading mode' }));
    expect(onContents).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onZoom.mock.calls).toEqual([[1], [-1]]);
    expect(onFit).toHaveBeenCalledTimes(1);
    expect(onTheme).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is pressed at fit, offers light mode in the dark, and disables what cannot be done', () => {
    toolbar({ zoom: MAX_ZOOM, theme: 'dark', hasOutline: false, canSearch: false });
    expect(screen.getByRole('button', { name: 'Light reading mode' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Contents' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search in the book' })).toBeDisabled();
  });

  it('shows the fit button pressed at fit', () => {
    toolbar({ zoom: 1 });
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Bangla: each name begins with its visible label', async () => {
    await inLanguage('bn', () => {
      const { bar } = toolbar({}, 'রিডারের টুল');
      const buttons = within(bar).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
        'সূচিপত্র',
        'খুঁজুন: বইয়ের ভেতরে',
        'ছোট করুন',
        'ফিট: স্ক্রিনের প্রস্থে',
        'বড় করুন',
        'ডার্ক মোডে পড়ুন',
      ]);
      for (const button of buttons) {
        const label = button.querySelector('.reader__tool-label')!.textContent!;
        expect((button.getAttribute('aria-label') ?? label).startsWith(label)).toBe(true);
      }
    });
  });
});
