import { act, renderHook } from '@testing-library/react';
import { dismiss, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY, useToast } from './toast-store.ts';
import { useFakeTimersAndEmptyToasts } from './toast-test-support.ts';

useFakeTimersAndEmptyToasts();

test('the spec constants', () => {
  expect(TOAST_LIMIT).toBe(1);
  expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
});

test('a toast is added open, with the default variant unless one is given', () => {
  const { result } = renderHook(() => useToast());
  act(() => {
    result.current.toast({ title: 'Saved' });
  });
  expect(result.current.toasts).toEqual([expect.objectContaining({ title: 'Saved', variant: 'default', open: true })]);
});

test('a second toast replaces the first', () => {
  const { result } = renderHook(() => useToast());
  let second = '';
  act(() => {
    toast({ title: 'First' });
    second = toast({ title: 'Second', variant: 'destructive' }).id;
  });
  expect(result.current.toasts).toHaveLength(1);
  expect(result.current.toasts[0]).toMatchObject({ id: second, title: 'Second', variant: 'destructive' });
});

test('a dismissed toast stays (closed) until 1,000,000 ms after dismissal, then is removed', () => {
  const { result } = renderHook(() => useToast());
  act(() => {
    toast({ title: 'Bye' }).dismiss();
  });
  expect(result.current.toasts).toEqual([expect.objectContaining({ title: 'Bye', open: false })]);
  act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
  expect(result.current.toasts).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.toasts).toEqual([]);
});

test('dismiss() without an id closes every toast', () => {
  const { result } = renderHook(() => useToast());
  act(() => {
    toast({ title: 'One' });
    result.current.dismiss();
  });
  expect(result.current.toasts.every((t) => !t.open)).toBe(true);
});

test('the removal of a dismissed toast does not remove the toast that replaced it', () => {
  const { result } = renderHook(() => useToast());
  act(() => {
    toast({ title: 'Old' }).dismiss();
    toast({ title: 'New' });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
  expect(result.current.toasts).toEqual([expect.objectContaining({ title: 'New', open: true })]);
});

test('update() changes a shown toast and keeps its variant unless a new one is given', () => {
  const { result } = renderHook(() => useToast());
  act(() => {
    const shown = toast({ title: 'Uploading', variant: 'destructive' });
    shown.update({ title: 'Uploaded', description: 'All done' });
  });
  expect(result.current.toasts[0]).toMatchObject({ title: 'Uploaded', description: 'All done', variant: 'destructive' });
});
