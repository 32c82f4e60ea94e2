import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { EbookFileProblemsQuery } from '../../__generated__/EbookFileProblemsQuery.graphql.ts';
import { SkeletonText } from '../../components/ui/index.ts';

const LABELS = { MISSING: 'No file', NOT_PDF: 'Not a PDF', UNREADABLE: 'Unreadable', PAGE_COUNT_MISMATCH: 'Wrong page count' } as Record<string, string>;

/** Staff: the ebooks the reader cannot serve as they are, each with a link to its form to upload or replace the file. */
export function EbookFileProblems() {
  return (
    <section aria-labelledby="ebook-file-problems" className="ebook-file-problems">
      <h2 id="ebook-file-problems">File check</h2>
      <Suspense fallback={<SkeletonText lines={2} />}>
        <Problems />
      </Suspense>
    </section>
  );
}

function Problems() {
  const { ebookFileProblems: problems } = useLazyLoadQuery<EbookFileProblemsQuery>(
    graphql`
      query EbookFileProblemsQuery {
        ebookFileProblems {
          kind
          message
          ebook {
            id
            title
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (problems.length === 0) return <p>Every ebook has a readable PDF whose page count matches.</p>;
  return (
    <>
      <p>
        {problems.length} ebook{problems.length === 1 ? '' : 's'} cannot be read as they are. Upload or replace the file from the ebook’s form
        (owners’ stamped copies are made again from the new file).
      </p>
      <ul>
        {problems.slice(0, 50).map((problem) => (
          <li key={problem.ebook.id}>
            <Link to={`/admin/ebook?edit=${encodeURIComponent(problem.ebook.id)}`}>{problem.ebook.title}</Link>: {LABELS[problem.kind] ?? problem.kind}.{' '}
            {problem.message}
          </li>
        ))}
      </ul>
      {problems.length > 50 && <p>… and {problems.length - 50} more.</p>}
    </>
  );
}
