import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { LibraryList_query$key } from '../../__generated__/LibraryList_query.graphql.ts';
import { EmptyState, LinkButton } from '../../components/ui/index.ts';
import './library.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });

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
  if (entries.length === 0) {
    return (
      <EmptyState
        titleAs="h3"
        title="No ebooks yet"
        description="Ebooks you buy appear here, ready to read in your browser on any device."
        action={
          <LinkButton to="/ebook" variant="primary">
            Browse ebooks
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
                    <progress max={100} value={progress.percent} aria-label={`${progress.percent}% read`} />
                    <span>
                      {progress.percent}% · page {progress.page} of {progress.pageCount}
                    </span>
                  </div>
                  <p className="library-item__muted">Last read {dateFormat.format(new Date(progress.lastReadAt))}</p>
                </>
              ) : (
                <p className="library-item__muted">Not started</p>
              )}
              <LinkButton to={`/ebook/${ebook.slug}/read`} variant="primary" size="sm" aria-describedby={titleId}>
                {progress ? 'Continue reading' : 'Start reading'}
              </LinkButton>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
