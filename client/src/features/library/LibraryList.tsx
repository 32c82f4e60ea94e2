import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { LibraryList_query$key } from '../../__generated__/LibraryList_query.graphql.ts';
import { formatDate, formatNumber } from '#shared/i18n/format.ts';
import { EmptyState, LinkButton } from '../../components/ui/index.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import './library.css';

/** The customer's ebooks, the most recently read first: cover, progress and "Continue reading". */
export function LibraryList({ query }: { query: LibraryList_query$key }) {
  const { myEbookLibrary: entries } = useFragment(
    graphql`
      fragment LibraryList_query on Query {
        myEbookLibrary {
          ebook {
            id
            slug
            title
            path
            cover {
              url
            }
            authors {
              name
            }
          }
          progress {
            page
            pageCount
            percent
            lastReadAt
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  if (entries.length === 0) {
    return (
      <EmptyState
        titleAs="h3"
        title={t('library.ebooks.empty.title')}
        description={t('library.ebooks.empty.body')}
        action={
          <LinkButton to="/ebook" variant="primary">
            {t('library.ebooks.browse')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <ol className="library-list">
      {entries.map(({ ebook, progress }) => {
        const titleId = `library-${ebook.id}`;
        return (
          <li key={ebook.id} className="library-item" aria-labelledby={titleId}>
            <div className="library-item__cover">{ebook.cover ? <img src={ebook.cover.url} alt="" width={72} height={108} loading="lazy" /> : null}</div>
            <div className="library-item__body">
              <h3 className="library-item__title" id={titleId}>
                <Link to={ebook.path}>{ebook.title}</Link>
              </h3>
              {ebook.authors.length > 0 && <p className="library-item__muted">{ebook.authors.map((a) => a.name).join(', ')}</p>}
              {progress ? (
                <>
                  <div className="library-item__progress">
                    <progress max={100} value={progress.percent} aria-label={t('library.ebooks.percentRead', { percent: n(progress.percent) })} />
                    <span>{t('library.ebooks.progress', { percent: n(progress.percent), page: n(progress.page), pageCount: n(progress.pageCount) })}</span>
                  </div>
                  <p className="library-item__muted">{t('library.ebooks.lastRead', { date: formatDate(new Date(progress.lastReadAt), locale) })}</p>
                </>
              ) : (
                <p className="library-item__muted">{t('library.ebooks.notStarted')}</p>
              )}
              <LinkButton to={`/ebook/${ebook.slug}/read`} variant="primary" size="sm" aria-describedby={titleId}>
                {t(progress ? 'library.ebooks.continue' : 'library.ebooks.start')}
              </LinkButton>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
