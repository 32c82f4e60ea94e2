import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
