import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

import { chapter, content, lesson, resolveProductPage } from '../../features/catalog/product-detail-test-support.ts';

async function openCourse(product: Record<string, unknown> | null, path = '/content/hsc-physics-course') {
  await renderRoute(path, mockEnvironment, { user: customer() });
  return resolveProductPage(mockEnvironment, 'ContentDetailPageQuery', product);
}

describe('the course page for its owner', () => {
  it('offers Open course instead of Add to cart, opens a lesson in place and marks it completed', async () => {
    await openCourse(
      content('hsc-physics-course', {
        title: 'HSC Physics Full Course',
        viewerOwns: true,
        viewerProgress: { completedLessons: 0, totalLessons: 1, percent: 0 },
        chapters: [
          chapter(1, 'Vectors', [
            lesson(1, 'Vector notes', { kind: 'TEXT', locked: false, content: { __typename: 'TextLessonContent', markdown: '## Notes\n\n**Bold** <script>x()</script>' } }),
          ]),
        ],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Open course' })).toHaveAttribute('href', '/content/hsc-physics-course#course-outline');
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const outline = within(screen.getByRole('region', { name: 'Your lessons' }));
    expect(outline.getByText('0 of 1 lesson completed (0%)', { exact: false })).toBeInTheDocument();
    await user.click(outline.getByRole('button', { name: 'Vector notes' }));
    expect(outline.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(document.querySelector('.lesson-view script')).toBeNull();
    await user.click(outline.getByRole('button', { name: 'Mark as completed' }));
    const mutation = await resolveOperation(mockEnvironment, 'LessonViewCompleteMutation', {
      completeLesson: {
        __typename: 'MutationCompleteLessonSuccess',
        lesson: { __typename: 'Lesson', id: 'lesson-1', completed: true, course: { __typename: 'Content', id: 'content-hsc-physics-course', viewerProgress: { completedLessons: 1, totalLessons: 1, percent: 100 } } },
      },
    });
    expect(mutation.request.variables).toEqual({ input: { lessonId: 'lesson-1', completed: true } });
    expect(await outline.findByText('✓ Completed')).toBeInTheDocument();
  });
});

describe('the course page', () => {
  it('shows the batch, instructor, total time and the outline of chapters and lessons', async () => {
    const operation = await openCourse(
      content('hsc-physics-course', {
        title: 'HSC Physics Full Course',
        hscBatch: 'HSC 2026',
        instructor: 'Dr. Salma Khatun',
        totalMinutes: 150,
        chapters: [
          chapter(1, 'Vectors', [
            lesson(1, 'What is a vector?', { durationMinutes: 25, freePreview: true }),
            lesson(2, 'Vector notes', { kind: 'PDF', durationMinutes: 0 }),
          ]),
          chapter(2, 'Dynamics', [lesson(3, "Newton's laws", { durationMinutes: 95 }), lesson(4, 'Chapter quiz', { kind: 'QUIZ', durationMinutes: 30 })]),
        ],
      }),
    );
    expect(operation.request.variables).toEqual({ key: 'hsc-physics-course' });
    expect(await screen.findByRole('heading', { level: 1, name: 'HSC Physics Full Course' })).toBeInTheDocument();
    const facts = within(screen.getByRole('table', { name: 'Course details' }));
    expect(facts.getByRole('row', { name: 'HSC batch HSC 2026' })).toBeInTheDocument();
    expect(facts.getByRole('row', { name: 'Instructor Dr. Salma Khatun' })).toBeInTheDocument();
    expect(facts.getByRole('row', { name: 'Total time 2 h 30 min' })).toBeInTheDocument();
    expect(facts.getByRole('row', { name: 'Lessons 4 lessons in 2 chapters' })).toBeInTheDocument();

    const outline = within(screen.getByRole('region', { name: 'Course outline' }));
    const chapters = outline.getAllByRole('heading', { level: 3 });
    expect(chapters.map((heading) => heading.textContent)).toEqual(['Vectors2 lessons · 25 min', 'Dynamics2 lessons · 2 h 5 min']);
    const first = outline.getByText('What is a vector?').closest('li')!;
    expect(first).toHaveTextContent('VideoWhat is a vector?Free preview25 min');
    const notes = outline.getByText('Vector notes').closest('li')!;
    expect(notes).toHaveTextContent('PDFVector notes');
    expect(within(notes).queryByText('Free preview')).not.toBeInTheDocument();
    expect(outline.getAllByText('Free preview')).toHaveLength(1);
    expect(outline.getByText('Chapter quiz').closest('li')).toHaveTextContent('QuizChapter quizBuy the course to open30 min');
  });

  it('says when the chapters are not listed yet', async () => {
    await openCourse(content('new-course', { chapters: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Title of new-course' });
    expect(screen.getByText('The chapters of this course will be listed here soon.')).toBeInTheDocument();
  });

  it('shows the 404 view when there is no such course', async () => {
    await openCourse(null, '/content/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('the course outline in Bangla', () => {
  it("lists chapters and lessons with Bangla counts and times, and the owner's progress and quiz score in Bangla digits", async () => {
    await inLanguage('bn', async () => {
      await openCourse(
        content('hsc-physics-course', {
          title: 'HSC Physics Full Course',
          viewerOwns: true,
          viewerProgress: { completedLessons: 1, totalLessons: 12, percent: 8 },
          chapters: [
            chapter(1, 'Vectors', [
              lesson(1, 'What is a vector?', { durationMinutes: 25, locked: false, completed: true, content: { __typename: 'VideoLessonContent', provider: 'YOUTUBE', embedUrl: null } }),
              lesson(2, 'Vector notes', { kind: 'PDF', durationMinutes: 95, locked: false, content: { __typename: 'PdfLessonContent', readerPath: '/content/lesson/lesson-2/read' } }),
              lesson(3, 'Chapter quiz', {
                kind: 'QUIZ',
                durationMinutes: 60,
                locked: false,
                content: {
                  __typename: 'QuizLessonContent',
                  questions: [{ prompt: 'What is 2 + 2?', options: ['3', '4'] }],
                  viewerResult: { score: 1, bestScore: 1, total: 1, attempts: 2, answers: [1], correct: [true], explanations: ['Two and two.'] },
                },
              }),
            ]),
          ],
        }),
      );
      const outline = within(await screen.findByRole('region', { name: 'আপনার লেসন' }));
      expect(outline.getByText('১২টি লেসনের মধ্যে ১টি সম্পন্ন (৮%)', { exact: false })).toBeInTheDocument();
      expect(outline.getByRole('progressbar', { name: 'কোর্সের অগ্রগতি' })).toBeInTheDocument();
      expect(outline.getByRole('heading', { level: 3 })).toHaveTextContent('Vectors৩টি লেসন · ৩ ঘণ্টা');
      const video = outline.getByText('What is a vector?').closest('li')!;
      expect(video).toHaveTextContent('ভিডিওWhat is a vector?✓ সম্পন্ন২৫ মিনিট');
      expect(outline.getByText('Vector notes').closest('li')).toHaveTextContent('PDFVector notes১ ঘণ্টা ৩৫ মিনিট');

      const user = userEvent.setup();
      await user.click(outline.getByRole('button', { name: 'What is a vector?' }));
      expect(outline.getByText('ভিডিওটি এখানে চালানো যাচ্ছে না। অনুগ্রহ করে আমাদের জানান।')).toBeInTheDocument();
      expect(outline.getByRole('button', { name: 'সম্পন্ন ✓ (বাতিল করুন)' })).toBeInTheDocument();
      await user.click(outline.getByRole('button', { name: 'Vector notes' }));
      const open = outline.getByRole('link', { name: 'PDF খুলুন' });
      expect(open).toHaveAttribute('href', '/content/lesson/lesson-2/read');
      expect(open.closest('p')).toHaveTextContent('রিডারে PDF খুলুন।');
      expect(outline.getByRole('button', { name: 'সম্পন্ন হিসেবে চিহ্নিত করুন' })).toBeInTheDocument();
      await user.click(outline.getByRole('button', { name: 'Chapter quiz' }));
      expect(outline.getByRole('status')).toHaveTextContent('আপনার স্কোর: ১-এর মধ্যে ১ (সেরা ১, ২বার চেষ্টা)');
      expect(outline.getByText('সঠিক। Two and two.')).toBeInTheDocument();
      expect(outline.getByRole('button', { name: 'আবার জমা দিন' })).toBeInTheDocument();
    });
  });

  it('marks locked lessons and free previews in Bangla for a shopper who does not own the course, below the course details', async () => {
    await inLanguage('bn', async () => {
      await openCourse(
        content('hsc-physics-course', {
          totalMinutes: 150,
          chapters: [chapter(1, 'Vectors', [lesson(1, 'What is a vector?', { durationMinutes: 25, freePreview: true }), lesson(2, 'Chapter quiz', { kind: 'QUIZ', durationMinutes: 30 })])],
        }),
      );
      const outline = within(await screen.findByRole('region', { name: 'কোর্সের সূচি' }));
      const facts = within(screen.getByRole('table', { name: 'কোর্সের বিবরণ' }));
      expect(facts.getByRole('row', { name: 'এইচএসসি ব্যাচ HSC 2026' })).toBeInTheDocument();
      expect(facts.getByRole('row', { name: 'শিক্ষক Dr. Salma Khatun' })).toBeInTheDocument();
      expect(facts.getByRole('row', { name: 'মোট সময় ২ ঘণ্টা ৩০ মিনিট' })).toBeInTheDocument();
      expect(facts.getByRole('row', { name: 'লেসন ১টি অধ্যায়ে ২টি লেসন' })).toBeInTheDocument();
      expect(outline.getByText('What is a vector?').closest('li')).toHaveTextContent('ভিডিওWhat is a vector?ফ্রি প্রিভিউ২৫ মিনিট');
      expect(outline.getByText('Chapter quiz').closest('li')).toHaveTextContent('কুইজChapter quizখুলতে কোর্সটি কিনুন৩০ মিনিট');
    });
  });
});
