import { databaseId } from '../catalog-admin/admin-paths.ts';

/** The list of courses, as a breadcrumb. */
export const COURSES_LIST = { to: '/admin/content', label: 'Courses' } as const;

/** The screens of one course (its tabs), for the course with this global or database id. */
export function courseLinks(id: string) {
  const base = `/admin/content/${encodeURIComponent(databaseId(id))}`;
  return {
    label: 'Course',
    links: [
      { to: base, label: 'Details' },
      { to: `${base}/chapters`, label: 'Chapters and lessons' },
    ],
  };
}
