import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { EbookLibraryPageQuery } from '../../__generated__/EbookLibraryPageQuery.graphql.ts';
import { EmptyState, LinkButton, SkeletonText } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
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
  const t = useT();
  usePageHead({ title: t('library.title') });
  return (
    <div className="library-page">
      <h1>{t('library.title')}</h1>
      <Suspense fallback={<SkeletonText lines={4} />}>
        <Library />
      </Suspense>
    </div>
  );
}

function Library() {
  const data = useRouteQuery<EbookLibraryPageQuery>(query);
  const t = useT();
  return (
    <>
      <section aria-labelledby="library-ebooks">
        <h2 id="library-ebooks">{t('library.ebooks.heading')}</h2>
        <LibraryList query={data} />
      </section>
      <MyCourses
        query={data}
        whenEmpty={
          <EmptyState
            titleAs="h3"
            title={t('library.courses.empty.title')}
            description={t('library.courses.empty.body')}
            action={
              <LinkButton to="/content" variant="primary">
                {t('library.courses.browse')}
              </LinkButton>
            }
          />
        }
      />
    </>
  );
}
