import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from './Toaster.tsx';
import { toast } from './toast-store.ts';
import { useFakeTimersAndEmptyToasts } from './toast-test-support.ts';

useFakeTimersAndEmptyToasts();

test('a default toast is a status with its title and description', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'Added to cart', description: 'HSC Physics, 1st paper' });
  });
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Added to cart');
  expect(status).toHaveTextContent('HSC Physics, 1st paper');
  expect(status).not.toHaveClass('ui-toast--destructive');
});

test('a destructive toast is an alert with the destructive class', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'Payment failed', variant: 'destructive' });
  });
  expect(screen.getByRole('alert')).toHaveClass('ui-toast--destructive');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a new toast replaces the shown one', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'First' });
  });
  act(() => {
    toast({ title: 'Second' });
  });
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('Second');
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});

test('the Close button hides the toast', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Toaster />);
  act(() => {
    toast({ title: 'Saved' });
  });
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

describe('a toast with an action (issue 34: "Added to cart" offers "View cart")', () => {
  const renderInRouter = () =>
    render(
      <MemoryRouter initialEntries={['/book/1']}>
        <Routes>
          <Route path="/book/1" element={<button type="button">Add to cart</button>} />
          <Route path="/cart" element={<h1>Your cart</h1>} />
        </Routes>
        <Toaster />
      </MemoryRouter>,
    );

  test('offers the action as a link inside the polite status, which closes the toast when followed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInRouter();
    act(() => {
      toast({ title: 'Added to cart', action: { label: 'View cart', to: '/cart' } });
    });
    const status = screen.getByRole('status');
    expect(status.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const link = within(status).getByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/cart');
    // It does not take the focus by itself.
    expect(link).not.toHaveFocus();
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('F8 takes the keyboard to the action; Enter follows it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInRouter();
    screen.getByRole('button', { name: 'Add to cart' }).focus();
    act(() => {
      toast({ title: 'Added to cart', action: { label: 'View cart', to: '/cart' } });
    });
    await user.keyboard('{F8}');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  });

  test('F8 does nothing while no toast is shown', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInRouter();
    const button = screen.getByRole('button', { name: 'Add to cart' });
    button.focus();
    await user.keyboard('{F8}');
    expect(button).toHaveFocus();
  });

  test('moves to the top when, at the bottom, it would cover the element it is about, and stays at the bottom otherwise', () => {
    renderInRouter();
    const button = screen.getByRole('button', { name: 'Add to cart' });
    const viewport = screen.getByRole('region', { name: 'Notifications (F8)' });
    const rect = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 390, width: 390, height: bottom - top, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    // jsdom lays nothing out: the toast is at the bottom of an 844 px screen, the button where each case puts it.
    const toastRect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains('ui-toast')) return rect(760, 828);
      if (this === button) return buttonAt;
      return rect(0, 0);
    });
    let buttonAt = rect(100, 144);
    act(() => {
      toast({ title: 'Added to cart', avoid: button });
    });
    expect(viewport).not.toHaveClass('ui-toast-viewport--top');

    buttonAt = rect(780, 824);
    act(() => {
      toast({ title: 'Added to cart', avoid: button });
    });
    expect(viewport).toHaveClass('ui-toast-viewport--top');

    // A toast about nothing in particular goes back to the bottom.
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(viewport).not.toHaveClass('ui-toast-viewport--top');
    toastRect.mockRestore();
  });
});
