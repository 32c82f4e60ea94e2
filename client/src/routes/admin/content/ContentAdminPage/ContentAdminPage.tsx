import { productListRoute } from '../../../../features/catalog-admin/ProductListPage.tsx';

/** /admin/content: every course, unpublished too, with search, filters, sort and bulk publishing. */
export const { loader, shouldRevalidate, Component } = productListRoute({
  kinds: ['CONTENT'],
  title: 'Courses',
  noun: { one: 'course', many: 'courses' },
  create: { to: '/admin/content/create', label: 'New course' },
  searchLabel: 'Search courses',
  searchPlaceholder: 'Title, instructor, author or slug',
  intro: 'Course content for HSC batches: each course has ordered chapters of ordered lessons (videos, PDFs, text, quizzes).',
});
