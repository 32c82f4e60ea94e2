import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { EbookLibraryPageQuery } from '../../__generated__/EbookLibraryPageQuery.graphql.ts';
import { SkeletonText } from '../../components/ui/index.ts';
import { LibraryList } from '../../features/library/LibraryList.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';

const query = graphql`
  query EbookLibraryPageQuery {
    ...LibraryList_query
  }
`;

// Always from the server: progress moves on other devices.
export const loader = queryLoader<EbookLibraryPageQuery>(query, undefined, 'network-only');

/** /ebook/library (sign-in only): every ebook the customer may read, the most recently read first. */
export function Component() {
  usePageHead({ title: 'My Library' });
  return (
    <div className="library-page">
      <h1>My Library</h1>
      <section aria-labelledby="library-ebooks">
        <h2 id="library-ebooks">My ebooks</h2>
        <Suspense fallback={<SkeletonText lines={4} />}>
          <Ebooks />
        </Suspense>
      </section>
      {/* INTEGRATION SLOT (issue 18): the integrator places <MyCourses /> from
          client/src/features/courses/MyCourses.tsx (built on the courses branch) here, in its own section. */}
    </div>
  );
}

function Ebooks() {
  const data = useRouteQuery<EbookLibraryPageQuery>(query);
  return <LibraryList query={data} />;
}
