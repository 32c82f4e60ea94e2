import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PdfReader } from './PdfReader.tsx';

// pdf.js itself is the browser test's: here a 10-page document of A4 pages that draw at once.
let openDocument: (doc: unknown) => void;
jest.mock('./pdf-document.ts', () => ({
  openPdf: () => ({ promise: new Promise((resolve) => (openDocument = resolve)), cancel: () => undefined }),
  readOutline: async () => [],
  searchPdf: async () => [],
}));
const renders: { scale: number; width: number }[] = [];
const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
  render: ({ canvas, viewport }: { canvas: HTMLCanvasElement; viewport: { width: number } }) => {
    renders.push({ scale: viewport.width / 595, width: canvas.width });
    return { promise: Promise.resolve(), cancel: () => undefined };
  },
  getOperatorList: async () => undefined,
};
const doc = { numPages: 10, getPage: async () => page, getOutline: async () => [] };

beforeAll(() => {
  // jsdom lays nothing out: the stage is a 390 px phone's, at device pixel ratio 3.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  Object.defineProperty(window, 'devicePixelRatio', { value: 3, configurable: true });
  // jsdom does not scroll.
  jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
});

async function openReader() {
  const view = render(
    <MemoryRouter>
      <PdfReader title="A4 Book" fileUrl="/files/ebooks/1" access="FULL" pageCount={10} initialPage={1} ebookPath="/ebook/a4" backTo={{ path: '/ebook/library', label: 'Library' }} />
    </MemoryRouter>,
  );
  await act(async () => openDocument(doc));
  await waitFor(() => expect(view.container.querySelector('.reader')).toHaveAttribute('data-rendered-page', '1'));
  return { reader: view.container.querySelector<HTMLElement>('.reader')!, stage: view.container.querySelector<HTMLElement>('.reader__stage')!, canvas: view.container.querySelector('canvas')! };
}

describe('zooming the reader', () => {
  it("draws the page at fit-to-width at the screen's 3× ratio", async () => {
    const { canvas } = await openReader();
    expect(canvas.style.width).toBe('374px');
    expect(canvas.width).toBe(1122);
  });

  it('keeps the zoom of the buttons on the next page', async () => {
    const user = userEvent.setup();
    const { reader, canvas } = await openReader();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(reader).toHaveAttribute('data-zoom', '1.25');
    expect(canvas.style.width).toBe('468px');
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(reader).toHaveAttribute('data-rendered-page', '2'));
    expect(reader).toHaveAttribute('data-zoom', '1.25');
    expect(canvas.style.width).toBe('468px');
    // 467.5 × 661.5 at 3× is under the 4 Mpx cap: still three pixels a CSS pixel.
    expect(canvas.width).toBe(1402);

    await user.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(reader).toHaveAttribute('data-zoom', '1.00');
    expect(canvas.style.width).toBe('374px');
  });

  it('zooms with a two-finger pinch and with ctrl+wheel', async () => {
    const { reader, stage, canvas } = await openReader();
    const fingers = (spread: number) => [
      { identifier: 1, clientX: 100, clientY: 300 },
      { identifier: 2, clientX: 100 + spread, clientY: 300 },
    ];
    fireEvent.touchStart(stage, { touches: fingers(100) });
    fireEvent.touchMove(stage, { touches: fingers(250) });
    // While the fingers move the page is scaled by CSS; drawn anew when they lift.
    expect(reader).toHaveAttribute('data-zoom', '1.00');
    expect(canvas.parentElement!.style.transform).toBe('scale(2.5)');
    fireEvent.touchEnd(stage, { touches: [], changedTouches: fingers(250) });
    expect(reader).toHaveAttribute('data-zoom', '2.50');
    expect(canvas.style.width).toBe('935px');
    expect(canvas.parentElement!.style.transform).toBe('');
    expect(stage).toHaveAttribute('tabindex', '0');

    // Without ctrl a wheel scrolls; with it, it zooms (when the wheel stops).
    fireEvent.wheel(stage, { deltaY: -100 });
    fireEvent.wheel(stage, { deltaY: 100, ctrlKey: true, clientX: 200, clientY: 300 });
    await waitFor(() => expect(reader).toHaveAttribute('data-zoom', (2.5 * Math.exp(-0.25)).toFixed(2)));
  });
});
