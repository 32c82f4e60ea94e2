import { act, render, screen } from '@testing-library/react';
import { LOADING_BAR, LoadingBar } from './LoadingBar.tsx';

const bar = () => screen.getByRole('progressbar', { hidden: true });
const progress = () => Number(bar().getAttribute('aria-valuenow'));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** Renders a load that has been showing the bar for a while, then finishes it. */
function finishedAfterShowing() {
  const view = render(<LoadingBar loading />);
  advance(LOADING_BAR.throttle + 1000);
  view.rerender(<LoadingBar loading={false} />);
  return view;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test('the spec constants', () => {
  expect(LOADING_BAR).toEqual({ height: 3, throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400 });
});

test('a 3px progress bar fixed at the top of the page', () => {
  render(<LoadingBar loading={false} />);
  expect(bar()).toHaveStyle({ height: '3px', position: 'fixed', top: '0px' });
  expect(bar()).not.toBeVisible();
  expect(progress()).toBe(0);
});

test('the bar is not shown until the 200 ms throttle has passed', () => {
  render(<LoadingBar loading />);
  advance(199);
  expect(bar()).not.toBeVisible();
  advance(1);
  expect(bar()).toBeVisible();
});

test('a load that finishes within the throttle never shows the bar', () => {
  const { rerender } = render(<LoadingBar loading />);
  advance(150);
  rerender(<LoadingBar loading={false} />);
  for (let i = 0; i < 20; i++) {
    advance(100);
    expect(bar()).not.toBeVisible();
  }
  expect(progress()).toBe(0);
});

test('while loading, progress grows towards 100 without reaching it', () => {
  render(<LoadingBar loading />);
  advance(LOADING_BAR.throttle);
  expect(progress()).toBe(0);
  advance(100);
  const first = progress();
  expect(first).toBeGreaterThan(0);
  advance(LOADING_BAR.duration - 100);
  const atDuration = progress();
  expect(atDuration).toBeGreaterThan(first);
  expect(atDuration).toBeGreaterThanOrEqual(50);
  expect(atDuration).toBeLessThan(100);
  advance(60_000);
  expect(progress()).toBeGreaterThan(atDuration);
  expect(progress()).toBeLessThan(100);
  expect(bar()).toBeVisible();
});

test('when loading finishes: 100 at once, hidden 500 ms later, reset to 0 400 ms after that', () => {
  finishedAfterShowing();
  expect(progress()).toBe(100);
  expect(bar()).toBeVisible();
  advance(LOADING_BAR.hideDelay - 1);
  expect(bar()).toBeVisible();
  advance(1);
  expect(bar()).not.toBeVisible();
  expect(progress()).toBe(100);
  advance(LOADING_BAR.resetDelay - 1);
  expect(progress()).toBe(100);
  advance(1);
  expect(progress()).toBe(0);
});

test('a new load while the finished bar is still showing carries on without hiding', () => {
  const { rerender } = finishedAfterShowing();
  advance(200);
  rerender(<LoadingBar loading />);
  advance(LOADING_BAR.hideDelay + LOADING_BAR.resetDelay);
  expect(bar()).toBeVisible();
  expect(progress()).toBeGreaterThan(0);
  expect(progress()).toBeLessThan(100);
});

test('an error makes the bar red', () => {
  const { rerender } = render(<LoadingBar loading />);
  expect(bar()).not.toHaveAttribute('data-error');
  rerender(<LoadingBar loading error />);
  expect(bar()).toHaveAttribute('data-error', 'true');
  expect(bar()).toHaveStyle({ backgroundColor: 'rgb(220, 38, 38)' });
});
