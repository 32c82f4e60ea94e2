import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { EbookLibraryPageQuery } from '../../__generated__/EbookLibraryPageQuery.graphql.ts';
import { EmptyState, LinkButton, SkeletonText } from '../../components/ui/index.ts';
import { MyCourses } from '../../features/courses/MyCourses.tsx';
import { LibraryList } from '../../features/library/LibraryList.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';

const query = graphql`
  query EbookLibraryPageQuery {
    ...LibraryList_query
    ...MyCourses_query
  }
`;

// Always from the server: progress moves on other devices.
export const loader = queryLoader<EbookLibraryPageQuery>(query, undefined, 'network-only');

/** /ebook/library (sign-in only): every ebook the customer may read, the most recently read first, and their courses. */
export function Component() {
  usePageHead({ title: 'My Library' });
  return (
    <div className="library-page">
      <h1>My Library</h1>
      <Suspense fallback={<SkeletonText lines={4} />}>
        <Library />
      </Suspense>
    </div>
  );
}

function Library() {
  const data = useRouteQuery<EbookLibraryPageQuery>(query);
  return (
    <>
      <section aria-labelledby="library-ebooks">
        <h2 id="library-ebooks">My ebooks</h2>
        <LibraryList query={data} />
      </section>
      <MyCourses
        query={data}
        whenEmpty={
          <EmptyState
            titleAs="h3"
            title="No courses yet"
            description="Courses you buy appear here with your progress, lesson by lesson."
            action={
              <LinkButton to="/content" variant="primary">
                Browse courses
              </LinkButton>
            }
          />
        }
      />
    </>
  );
}
