/** Test data for the course screens: a course, its chapters and lessons as the server answers them. */
import { gid } from '../catalog-admin/test-support.ts';

/** A course as the course form and the product frame select it. */
export function courseDetails(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Content',
    __isProduct: 'Content',
    id: gid('Content', n),
    title: `Course ${n}`,
    subtitle: '',
    description: '',
    slug: `course-${n}`,
    path: `/content/course-${n}`,
    stock: 0,
    published: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    hscBatch: 'HSC 2026',
    instructor: '',
    price: { amount: 150000 },
    compareAtPrice: null,
    section: null,
    authors: [],
    cover: null,
    chapters: [],
    totalMinutes: 0,
    ...overrides,
  };
}

export function lesson(n: number, overrides: Record<string, unknown> = {}) {
  return { __typename: 'Lesson', id: gid('Lesson', n), title: `Lesson ${n}`, kind: 'VIDEO', durationMinutes: 10, body: '', freePreview: false, ...overrides };
}

export function chapter(n: number, lessons: ReturnType<typeof lesson>[] = [], title = `Chapter ${n}`) {
  return { __typename: 'Chapter', id: gid('Chapter', n), title, lessons };
}
