import { Suspense, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { MyCourses_query$key } from '../../__generated__/MyCourses_query.graphql.ts';
import type { MyCoursesQuery } from '../../__generated__/MyCoursesQuery.graphql.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useSession } from '../session/session-store.ts';
import './courses.css';

/**
 * "My courses": the courses the signed-in customer owns, each with its progress. With none, `whenEmpty`
 * under the heading (the library's empty state), or nothing at all (the course shop's list).
 */
export function MyCourses({ query, whenEmpty }: { query: MyCourses_query$key; whenEmpty?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment MyCourses_query on Query {
        viewerCourses {
          id
          title
          path
          viewerProgress {
            completedLessons
            totalLessons
            percent
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const locale = useLocale();
  if (data.viewerCourses.length === 0 && !whenEmpty) return null;
  return (
    <section className="my-courses" aria-labelledby="my-courses-title">
      <h2 id="my-courses-title">{t('library.courses.heading')}</h2>
      {data.viewerCourses.length === 0 ? (
        whenEmpty
      ) : (
      <ul className="my-courses__list">
        {data.viewerCourses.map((course) => (
          <li key={course.id} className="my-courses__item">
            <Link to={`${course.path}#course-outline`}>{course.title}</Link>
            <progress
              className="course-progress__bar"
              max={Math.max(1, course.viewerProgress.totalLessons)}
              value={course.viewerProgress.completedLessons}
              aria-label={t('library.courses.progressLabel', { course: course.title })}
            />
            <span>
              {t('library.courses.progress', {
                completed: formatNumber(course.viewerProgress.completedLessons, locale),
                total: course.viewerProgress.totalLessons,
                percent: formatNumber(course.viewerProgress.percent, locale),
              })}
            </span>
          </li>
        ))}
      </ul>
      )}
    </section>
  );
}

function MyCoursesLoader() {
  const data = useLazyLoadQuery<MyCoursesQuery>(
    graphql`
      query MyCoursesQuery {
        ...MyCourses_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <MyCourses query={data} />;
}

/** "My courses" for whoever is signed in (its own query, so the page's list stays shared and cacheable). */
export function ViewerCourses() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MyCoursesLoader />
    </Suspense>
  );
}
