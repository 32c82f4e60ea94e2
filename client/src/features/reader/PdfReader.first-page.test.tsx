import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { firstPageFor, parkFirstView } from './first-page.ts';
import { PdfReader } from './PdfReader.tsx';

// pdf.js itself is the browser test's: here a document whose page 1 draws when the test says so.
let openDocument: (doc: unknown) => void;
let finishDrawing: () => void;
jest.mock('./pdf-document.ts', () => ({
  openPdf: () => ({ promise: new Promise((resolve) => (openDocument = resolve)), cancel: () => undefined }),
  readOutline: async () => [],
  searchPdf: async () => [],
}));
const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 850 * scale }),
  render: () => ({ promise: new Promise<void>((resolve) => (finishDrawing = resolve)), cancel: () => undefined }),
  getOperatorList: async () => undefined,
};
const doc = { numPages: 300, getPage: async () => page, getOutline: async () => [] };

beforeAll(() => {
  // jsdom lays nothing out: the stage is a phone's width.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
});

function serverImage(): HTMLImageElement {
  const image = document.createElement('img');
  image.className = 'reader__page reader__first-page';
  image.alt = 'Page 1 of The Long Book';
  image.src = 'data:image/webp;base64,UklGRgAAAABXRUJQ';
  return image;
}

function openReader(firstPage: HTMLImageElement | null, initialPage = 1) {
  return render(
    <MemoryRouter>
      <PdfReader title="The Long Book" fileUrl="/files/ebooks/1/preview" access="PREVIEW" pageCount={300} initialPage={initialPage} ebookPath="/ebook/long" backTo={{ path: '/ebook/long', label: 'Back' }} firstPage={firstPage} />
    </MemoryRouter>,
  );
}

describe("the reader with the server's image of page 1", () => {
  it('shows that very image in the page\'s place until pdf.js has drawn page 1, then the canvas', async () => {
    const image = serverImage();
    const { container } = openReader(image);
    const stage = container.querySelector('.reader__stage')!;
    const canvas = container.querySelector('canvas')!;
    expect(stage.contains(image)).toBe(true);
    expect(screen.getByRole('img', { name: 'Page 1 of The Long Book' })).toBe(image);
    expect(screen.queryByText('Opening the book…')).not.toBeInTheDocument();
    expect(canvas).toHaveClass('reader__page--drawing');

    // The document opens and pdf.js starts drawing: the image stays until the drawing is done.
    await act(async () => openDocument(doc));
    expect(stage.contains(image)).toBe(true);
    expect(container.querySelector('.reader')).not.toHaveAttribute('data-rendered-page');

    await act(async () => finishDrawing());
    expect(container.querySelector('.reader')).toHaveAttribute('data-rendered-page', '1');
    expect(image.isConnected).toBe(false);
    expect(canvas).not.toHaveClass('reader__page--drawing');
    expect(screen.getByRole('img', { name: 'Page 1 of 300' })).toBe(canvas);
  });

  it('does not show it when the reader opens on another page', () => {
    const image = serverImage();
    openReader(image, 57);
    expect(image.isConnected).toBe(false);
    expect(screen.getByText('Opening the book…')).toBeInTheDocument();
  });
});

describe('parkFirstView', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  function serverPage(path: string) {
    window.history.replaceState(null, '', path);
    document.body.innerHTML =
      `<div id="root" data-first-view="${path}"><div class="reader reader--first-view"><main class="reader__stage">` +
      '<img class="reader__page reader__first-page" data-first-page="" src="data:image/webp;base64,UklGRgAAAABXRUJQ" width="800" height="1135" alt="Page 1"></main></div></div>';
    return { root: document.getElementById('root')!, view: document.querySelector<HTMLElement>('.reader--first-view')!, image: document.querySelector('img')! };
  }

  it('keeps the view on screen over the loading state and hands its image to the reader; it goes when the app shows the page', async () => {
    const { root, view, image } = serverPage('/ebook/long/read');
    parkFirstView();
    expect(root.childElementCount).toBe(0);
    expect(view.parentElement).toBe(document.body);
    expect(view.style.position).toBe('fixed');
    expect(firstPageFor('/ebook/long/read')).toBe(image);
    expect(firstPageFor('/ebook/other/read')).toBeNull();

    root.innerHTML = '<div class="page-fallback" role="status">Loading…</div>';
    await Promise.resolve();
    expect(view.isConnected).toBe(true);

    root.innerHTML = '<div class="reader">the app\'s reader</div>';
    await Promise.resolve();
    expect(view.isConnected).toBe(false);
  });

  it("leaves #root alone when its view is another path's", () => {
    const { root, view } = serverPage('/ebook/long/read');
    root.setAttribute('data-first-view', '/');
    parkFirstView();
    expect(view.parentElement).toBe(root);
  });
});
