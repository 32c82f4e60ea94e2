import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
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

import { chapter, content, lesson, productResult } from '../../features/catalog/product-detail-test-support.ts';

async function openCourse(product: Record<string, unknown> | null, path = '/content/hsc-physics-course') {
  await renderRoute(path, mockEnvironment, { user: customer() });
  return resolveOperation(mockEnvironment, 'ContentDetailPageQuery', { product: productResult(product) });
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
