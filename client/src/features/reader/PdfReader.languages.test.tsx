import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { inLanguage } from '../../../test/languages.ts';
import { PdfReader, type PdfReaderProps } from './PdfReader.tsx';

// pdf.js itself is the browser test's: here a 12-page document that draws at once, whose text has "কোষ" on pages 3 and 11.
let openDocument: (doc: unknown) => void;
jest.mock('./pdf-document.ts', () => ({
  openPdf: () => ({ promise: new Promise((resolve) => (openDocument = resolve)), cancel: () => undefined }),
  readOutline: async () => [],
  searchPdf: async (_doc: unknown, words: string) =>
    words === 'কোষ'
      ? [
          { page: 3, snippet: 'উদ্ভিদ কোষ' },
          { page: 11, snippet: 'কোষ বিভাজন' },
        ]
      : [],
}));
const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
  getOperatorList: async () => undefined,
};
const doc = { numPages: 12, getPage: async () => page, getOutline: async () => [] };

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
});

async function openReader(props: Partial<PdfReaderProps> = {}, opening = 'বইটি খোলা হচ্ছে…') {
  const view = render(
    <MemoryRouter>
      <PdfReader
        title="Biology"
        fileUrl="/files/ebooks/1"
        access="FULL"
        pageCount={12}
        initialPage={1}
        ebookPath="/ebook/biology"
        backTo={{ path: '/ebook/library', label: 'লাইব্রেরি' }}
        {...props}
      />
    </MemoryRouter>,
  );
  expect(screen.getByText(opening)).toBeInTheDocument();
  await act(async () => openDocument(doc));
  const reader = view.container.querySelector('.reader')!;
  await waitFor(() => expect(reader).toHaveAttribute('data-rendered-page', String(props.initialPage ?? 1)));
  return reader;
}

describe('the reader in Bangla', () => {
  it('counts pages in Bangla digits, turns them with Bangla buttons, and finds words in the book', async () => {
    await inLanguage('bn', async () => {
      const user = userEvent.setup();
      const reader = await openReader();
      const pages = within(screen.getByRole('navigation', { name: 'পৃষ্ঠা' }));
      expect(pages.getByText('পৃষ্ঠা ১ / ১২')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'পৃষ্ঠা ১ / ১২' })).toBeInTheDocument();
      expect(pages.getByRole('button', { name: 'আগের' })).toBeDisabled();
      await user.click(pages.getByRole('button', { name: 'পরের' }));
      await waitFor(() => expect(reader).toHaveAttribute('data-rendered-page', '2'));
      expect(pages.getByText('পৃষ্ঠা ২ / ১২')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'খুঁজুন: বইয়ের ভেতরে' }));
      const search = within(await screen.findByRole('dialog', { name: 'বইয়ের ভেতরে খুঁজুন' }));
      await user.type(search.getByLabelText('যে শব্দ খুঁজবেন'), 'কোষ');
      await user.click(search.getByRole('button', { name: 'খুঁজুন' }));
      expect(await search.findByText('২টি পৃষ্ঠায় পাওয়া গেছে')).toBeInTheDocument();
      expect(search.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['পৃ.\u00a0৩ …উদ্ভিদ কোষ…', 'পৃ.\u00a0১১ …কোষ বিভাজন…']);
      await user.clear(search.getByLabelText('যে শব্দ খুঁজবেন'));
      await user.type(search.getByLabelText('যে শব্দ খুঁজবেন'), 'প্রাণী');
      await user.click(search.getByRole('button', { name: 'খুঁজুন' }));
      expect(await search.findByText('এই বইয়ে পাওয়া যায়নি')).toBeInTheDocument();
    });
  });

  it('ends a free preview with a Bangla offer of the whole book', async () => {
    await inLanguage('bn', async () => {
      await openReader({ access: 'PREVIEW', pageCount: 300, initialPage: 12 });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Biology · ফ্রি প্রিভিউ');
      const buy = within(screen.getByRole('region', { name: 'ফ্রি প্রিভিউ এখানেই শেষ' }));
      expect(buy.getByText('ই-বুকটি কিনে পুরো ৩০০ পৃষ্ঠাই পড়ুন, যেকোনো ডিভাইসে ব্রাউজারেই।')).toBeInTheDocument();
      expect(buy.getByRole('link', { name: 'ই-বুকটি কিনুন' })).toHaveAttribute('href', '/ebook/biology');
    });
  });

  it('keeps its English words in English', async () => {
    const user = userEvent.setup();
    await openReader({ backTo: { path: '/ebook/library', label: 'Library' } }, 'Opening the book…');
    expect(screen.getByText('Page 1 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search in the book' }));
    const search = within(await screen.findByRole('dialog', { name: 'Search in the book' }));
    await user.type(search.getByLabelText('Words to find'), 'কোষ');
    await user.click(search.getByRole('button', { name: 'Find' }));
    expect(await search.findByText('2 page(s) found')).toBeInTheDocument();
    expect(search.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['p.\u00a03 …উদ্ভিদ কোষ…', 'p.\u00a011 …কোষ বিভাজন…']);
  });
});
