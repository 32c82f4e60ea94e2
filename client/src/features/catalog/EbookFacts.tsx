import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { EbookFacts_ebook$key } from '../../__generated__/EbookFacts_ebook.graphql.ts';
import { ProductFacts } from './ProductFacts.tsx';

/** An ebook's free preview, its details table and the link to its printed edition. */
export function EbookFacts({ ebook }: { ebook: EbookFacts_ebook$key }) {
  const data = useFragment(
    graphql`
      fragment EbookFacts_ebook on Ebook {
        slug
        pageCount
        previewPages
        language
        printEdition {
          title
          path
          price {
            formatted
          }
        }
      }
    `,
    ebook,
  );
  return (
    <>
      {data.previewPages > 0 && (
        <p className="ebook-preview">
          <Link to={`/ebook/${data.slug}/read`}>Read the first {data.previewPages} pages free</Link>
        </p>
      )}
      {data.printEdition && (
        <p className="product-edition-link">
          Prefer paper? <Link to={data.printEdition.path}>Get the printed edition</Link> for {data.printEdition.price.formatted}.
        </p>
      )}
      <ProductFacts
        caption="Ebook details"
        facts={[
          ['Pages', data.pageCount ? String(data.pageCount) : null],
          ['Free preview', data.previewPages > 0 ? `First ${data.previewPages} pages` : null],
          ['Language', data.language],
          ['Format', 'Read online in the browser'],
        ]}
      />
    </>
  );
}
