import { Suspense, useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminSearchPageQuery } from '../../../__generated__/AdminSearchPageQuery.graphql.ts';
import { SearchBox } from '../../../components/SearchBox.tsx';
import { EmptyState } from '../../../components/ui/index.ts';
import { AdminSearchResults } from '../../../features/admin-search/AdminSearchResults.tsx';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../features/catalog-admin/ProductAdminTable.tsx';
import { relayEnvironment } from '../../../relay/environment.ts';

const query = graphql`
  query AdminSearchPageQuery($query: String!) {
    adminSearch(query: $query, first: 20) {
      ...AdminSearchResults_result
    }
  }
`;

/** The search text of /admin/search?q=…, trimmed. */
function searchText(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').trim();
}

/** Starts the search for the URL's `?q=`; nothing is asked while the box is blank. Results are always fresh. */
export function loader({ request }: LoaderFunctionArgs): PreloadedQuery<AdminSearchPageQuery> | null {
  const text = searchText(new URL(request.url).searchParams);
  return text ? loadQuery<AdminSearchPageQuery>(relayEnvironment, query, { query: text }, { fetchPolicy: 'network-only' }) : null;
}

function Results({ queryRef, text }: { queryRef: PreloadedQuery<AdminSearchPageQuery>; text: string }) {
  const data = usePreloadedQuery<AdminSearchPageQuery>(query, queryRef);
  return <AdminSearchResults result={data.adminSearch} text={text} />;
}

/** The search box: searching puts the text in the address (`?q=`), so a search can be shared and reloaded. */
function SearchForm({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <SearchBox
      text={text}
      onSearch={(next) => navigate(next ? `/admin/search?${new URLSearchParams({ q: next })}` : '/admin/search')}
      label="Search products and users"
      placeholder="Title, author, ISBN, name, phone or email"
      className="admin-search__form"
      inputClassName="admin-search__input"
      regionLabel="Staff search"
    />
  );
}

/** /admin/search?q=…: products (any kind, unpublished too) and users matching one search, grouped. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminSearchPageQuery> | null;
  useEffect(() => () => queryRef?.dispose(), [queryRef]);
  const [searchParams] = useSearchParams();
  const text = searchText(searchParams);
  return (
    <AdminPage headTitle={text ? `Search: ${text}` : 'Search'} title={text ? `Results for “${text}”` : 'Search'} intro="Find any product (published or not) or customer account.">
      <SearchForm key={text} text={text} />
      {queryRef && text ? (
        <Suspense key={`results:${text}`} fallback={<ProductTableSkeleton rows={4} />}>
          <Results queryRef={queryRef} text={text} />
        </Suspense>
      ) : (
        <EmptyState titleAs="p" title="Type a title, an author, an ISBN, or a customer’s name, phone number or email, then press Search." />
      )}
    </AdminPage>
  );
}
