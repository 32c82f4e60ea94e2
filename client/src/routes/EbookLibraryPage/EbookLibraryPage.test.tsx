import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { inLanguage } from '../../../test/languages.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

const ebookEntry = {
  ebook: { __typename: 'Ebook', id: 'ebook-1', slug: 'physics-notes', title: 'Physics Notes', path: '/ebook/physics-notes', cover: null, authors: [] },
  progress: { page: 12, pageCount: 40, percent: 30, lastReadAt: '2026-11-20T10:00:00.000Z' },
};
const course = {
  __typename: 'Content',
  id: 'content-1',
  title: 'HSC Physics Full Course',
  path: '/content/hsc-physics-course',
  viewerProgress: { completedLessons: 2, totalLessons: 8, percent: 25 },
};

async function openLibrary(data: { myEbookLibrary: unknown[]; viewerCourses: unknown[] }) {
  await renderRoute('/ebook/library', mockEnvironment, { user: customer() });
  return resolveOperation(mockEnvironment, 'EbookLibraryPageQuery', data);
}

describe('/ebook/library', () => {
  it('lists the ebooks with their progress and the owned courses beside them, in one query', async () => {
    await openLibrary({ myEbookLibrary: [ebookEntry], viewerCourses: [course] });
    const ebooks = within(await screen.findByRole('region', { name: 'My ebooks' }));
    const book = within(ebooks.getByRole('listitem', { name: 'Physics Notes' }));
    expect(book.getByText('30% · page 12 of 40')).toBeInTheDocument();
    expect(book.getByRole('link', { name: 'Continue reading' })).toHaveAttribute('href', '/ebook/physics-notes/read');

    const courses = within(screen.getByRole('region', { name: 'My courses' }));
    expect(courses.getByRole('link', { name: 'HSC Physics Full Course' })).toHaveAttribute('href', '/content/hsc-physics-course#course-outline');
    expect(courses.getByText('2 of 8 lessons completed (25%)')).toBeInTheDocument();
    expect(courses.queryByText('No courses yet')).not.toBeInTheDocument();
  });

  it('says so when there are no ebooks or courses, and leads to the shops', async () => {
    await openLibrary({ myEbookLibrary: [], viewerCourses: [] });
    const ebooks = within(await screen.findByRole('region', { name: 'My ebooks' }));
    expect(ebooks.getByText('No ebooks yet')).toBeInTheDocument();
    expect(ebooks.getByRole('link', { name: 'Browse ebooks' })).toHaveAttribute('href', '/ebook');
    const courses = within(screen.getByRole('region', { name: 'My courses' }));
    expect(courses.getByText('No courses yet')).toBeInTheDocument();
    expect(courses.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/content');
    expect(courses.queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks Bangla, with Bangla digits in the progress and the date', async () => {
    await inLanguage('bn', async () => {
      await openLibrary({ myEbookLibrary: [ebookEntry, { ...ebookEntry, ebook: { ...ebookEntry.ebook, id: 'ebook-2', slug: 'chemistry', title: 'Chemistry' }, progress: null }], viewerCourses: [course] });
      expect(await screen.findByRole('heading', { level: 1, name: 'আমার লাইব্রেরি' })).toBeInTheDocument();
      expect(document.title).toBe('আমার লাইব্রেরি | Pathagar');
      const ebooks = within(screen.getByRole('region', { name: 'আমার ই-বুক' }));
      const book = within(ebooks.getByRole('listitem', { name: 'Physics Notes' }));
      expect(book.getByText('৩০% · পৃষ্ঠা ১২ / ৪০')).toBeInTheDocument();
      expect(book.getByRole('progressbar', { name: '৩০% পড়া হয়েছে' })).toBeInTheDocument();
      expect(book.getByText('শেষ পড়েছেন ২০ নভেম্বর, ২০২৬')).toBeInTheDocument();
      expect(book.getByRole('link', { name: 'পড়া চালিয়ে যান' })).toHaveAttribute('href', '/ebook/physics-notes/read');
      const unread = within(ebooks.getByRole('listitem', { name: 'Chemistry' }));
      expect(unread.getByText('এখনো পড়া শুরু হয়নি')).toBeInTheDocument();
      expect(unread.getByRole('link', { name: 'পড়া শুরু করুন' })).toHaveAttribute('href', '/ebook/chemistry/read');

      const courses = within(screen.getByRole('region', { name: 'আমার কোর্স' }));
      expect(courses.getByText('৮টি লেসনের মধ্যে ২টি সম্পন্ন (২৫%)')).toBeInTheDocument();
      expect(courses.getByRole('progressbar', { name: 'HSC Physics Full Course: অগ্রগতি' })).toBeInTheDocument();
    });
  });

  it('says in Bangla when there is nothing yet', async () => {
    await inLanguage('bn', async () => {
      await openLibrary({ myEbookLibrary: [], viewerCourses: [] });
      const ebooks = within(await screen.findByRole('region', { name: 'আমার ই-বুক' }));
      expect(ebooks.getByText('এখনো কোনো ই-বুক নেই')).toBeInTheDocument();
      expect(ebooks.getByRole('link', { name: 'ই-বুক দেখুন' })).toHaveAttribute('href', '/ebook');
      const courses = within(screen.getByRole('region', { name: 'আমার কোর্স' }));
      expect(courses.getByText('এখনো কোনো কোর্স নেই')).toBeInTheDocument();
      expect(courses.getByRole('link', { name: 'কোর্স দেখুন' })).toHaveAttribute('href', '/content');
    });
  });
});
