/**
 * The inline script the build writes after #root (client/vite/prerender.ts `startScript`): when the
 * app's scripts are asked for. On the prerendered path, after the first view's images (the covers the
 * server writes in) have loaded and been painted, so the largest paint gets the bandwidth first.
 */
import { IMAGE_WAIT_MS, startScript } from '../../vite/prerender.ts';

const ENTRY = '/assets/index-abc.js';
const FONT = '/assets/noto-sans-bengali-400-abc.woff2';

function page(firstViewPath: string | null, images: { complete: boolean }[]) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"${firstViewPath === null ? '' : ` data-first-view="${firstViewPath}"`}><h1>Books</h1>${images.map(() => '<img src="/files/covers/a.svg">').join('')}</div>`;
  const elements = [...document.querySelectorAll('img')];
  elements.forEach((img, index) => Object.defineProperty(img, 'complete', { value: images[index]!.complete }));
  new Function(startScript(ENTRY, ['/assets/react-1.js'], [FONT]))();
  return elements;
}

const started = () => document.head.querySelector(`script[src="${ENTRY}"]`) !== null;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the start script', () => {
  it('starts the app at once, and empties #root, on a path that was not prerendered', () => {
    page('/elsewhere', [{ complete: false }]);
    expect(started()).toBe(true);
    expect(document.getElementById('root')!.textContent).toBe('');
  });

  it('on the prerendered path waits for the first view’s images, then starts the app once they are painted', () => {
    const [first, second] = page(location.pathname, [{ complete: false }, { complete: false }]);
    jest.advanceTimersByTime(500);
    expect(started()).toBe(false);
    // The Bangla font (for the app's text) does not share the covers' bandwidth either.
    expect(document.head.querySelector('link[rel="preload"][as="font"]')).toBeNull();
    first!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(500);
    expect(started()).toBe(false);
    // A broken image counts as done: it must not hold the app back.
    second!.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(100);
    expect(started()).toBe(true);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    const font = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')!;
    expect([font.getAttribute('href'), font.type, font.crossOrigin]).toEqual([FONT, 'font/woff2', '']);
    expect(document.getElementById('root')!.textContent).toBe('Books');
  });

  it('starts after the first paint when the images are already there (cached)', () => {
    page(location.pathname, [{ complete: true }]);
    expect(started()).toBe(false);
    jest.advanceTimersByTime(100);
    expect(started()).toBe(true);
  });

  it(`never waits for images longer than ${IMAGE_WAIT_MS} ms`, () => {
    page(location.pathname, [{ complete: false }]);
    jest.advanceTimersByTime(IMAGE_WAIT_MS - 1);
    expect(started()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(started()).toBe(true);
    expect(document.head.querySelectorAll(`script[src="${ENTRY}"]`)).toHaveLength(1);
  });
});
