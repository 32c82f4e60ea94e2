import { graphql } from 'react-relay';
import type { EbookReaderPageQuery } from '../../__generated__/EbookReaderPageQuery.graphql.ts';
import { EmptyState, LinkButton } from '../../components/ui/index.ts';
import { firstPageFor, parkFirstView } from '../../features/reader/first-page.ts';
import { PdfReader } from '../../features/reader/PdfReader.tsx';
import { queuedPosition, startingPage } from '../../features/reader/progress-queue.ts';
import { useReadingProgress } from '../../features/reader/useReadingProgress.ts';
import { useSession } from '../../features/session/session-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader } from '../../relay/route-query.ts';
import { useRouteProduct } from '../../features/catalog/ProductPage.tsx';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query EbookReaderPageQuery($key: String!) {
    product(kind: EBOOK, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          ... on Ebook {
            id
            title
            path
            pageCount
            readerAccess
            readerFileUrl
            readingProgress {
              page
              lastReadAt
            }
          }
        }
      }
    }
  }
`;

// The server may have drawn the reader with the book's first page into the HTML: kept on screen while the app starts.
parkFirstView();

// Always asked again: what the viewer may read and where they stopped change on other devices.
export const loader = queryLoader<EbookReaderPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'network-only');

/** /ebook/{id}/read (blank layout): the owner reads the whole book, anyone else its free preview. */
export function Component() {
  const found = useRouteProduct<EbookReaderPageQuery>(query, 'Ebook');
  const ebook = found?.__typename === 'Ebook' ? found : null;
  const t = useT();
  usePageHead({ title: ebook ? t('library.readerPage.reading', { title: ebook.title }) : t('library.readerPage.title') });
  if (!ebook) return <NotFound />;
  return <Reader ebook={ebook} />;
}

type ReaderEbook = Pick<Extract<NonNullable<ReturnType<typeof useRouteProduct<EbookReaderPageQuery>>>, { __typename: 'Ebook' }>,
  'id' | 'title' | 'path' | 'pageCount' | 'readerAccess' | 'readerFileUrl' | 'readingProgress'>;

function Reader({ ebook }: { ebook: ReaderEbook }) {
  const { user } = useSession();
  const t = useT();
  const owner = ebook.readerAccess === 'FULL';
  const record = useReadingProgress(ebook.id, owner);
  if (!ebook.readerFileUrl || (ebook.readerAccess !== 'FULL' && ebook.readerAccess !== 'PREVIEW')) {
    return (
      <EmptyState
        title={t('library.readerPage.unavailable.title')}
        description={t('library.readerPage.unavailable.body')}
        action={<LinkButton to={ebook.path}>{t('library.readerPage.unavailable.action')}</LinkButton>}
      />
    );
  }
  const initialPage = owner ? startingPage(ebook.readingProgress ?? null, queuedPosition(ebook.id)) : 1;
  const firstPage = initialPage === 1 ? firstPageFor(window.location.pathname) : null;
  return (
    <PdfReader
      key={ebook.readerFileUrl}
      title={ebook.title}
      fileUrl={ebook.readerFileUrl}
      access={ebook.readerAccess}
      pageCount={ebook.pageCount}
      initialPage={initialPage}
      ebookPath={ebook.path}
      backTo={user && owner ? { path: '/ebook/library', label: t('library.reader.back.library') } : { path: ebook.path, label: t('library.reader.back.back') }}
      onPageChange={record}
      firstPage={firstPage}
    />
  );
}
