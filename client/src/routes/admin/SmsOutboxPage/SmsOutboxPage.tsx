import { graphql, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { SmsOutboxPage_query$key } from '../../../__generated__/SmsOutboxPage_query.graphql.ts';
import type { SmsOutboxPagePaginationQuery } from '../../../__generated__/SmsOutboxPagePaginationQuery.graphql.ts';
import type { SmsOutboxPageQuery } from '../../../__generated__/SmsOutboxPageQuery.graphql.ts';
import { EmptyState, ListCount, Pagination } from '../../../components/ui/index.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { FilterBar } from '../../../features/catalog-admin/ListFilters.tsx';
import { ListSearchInput } from '../../../features/catalog-admin/ListSearchInput.tsx';
import { SmsList } from '../../../features/support/SmsList.tsx';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query SmsOutboxPageQuery($to: String) {
    ...SmsOutboxPage_query @arguments(to: $to)
  }
`;

export const loader = queryLoader<SmsOutboxPageQuery>(query, (_params, searchParams) => ({ to: searchParams.get('q')?.trim() || null }), 'network-only');

/** /admin/sms: every text the shop sent, newest first, searchable by phone, with its delivery state (audit.view). */
export function Component() {
  const data = useRouteQuery<SmsOutboxPageQuery>(query);
  return (
    <AdminPage title="Text messages" intro="Every SMS the shop sent (sign-up and password codes, order news, payment links, coupons), newest first. Search by phone in any format.">
      <FilterBar label="Text message filters">
        <ListSearchInput label="Phone number" placeholder="01712-345678" />
      </FilterBar>
      <Messages query={data} />
    </AdminPage>
  );
}

function Messages({ query: key }: { query: SmsOutboxPage_query$key }) {
  const [searchParams] = useSearchParams();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SmsOutboxPagePaginationQuery, SmsOutboxPage_query$key>(
    graphql`
      fragment SmsOutboxPage_query on Query
      @refetchable(queryName: "SmsOutboxPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }, to: { type: "String" }) {
        smsOutbox(first: $count, after: $cursor, to: $to) @connection(key: "SmsOutboxPage_smsOutbox", filters: ["to"]) {
          totalCount
          edges {
            node {
              ...SmsList_messages
            }
          }
        }
      }
    `,
    key,
  );
  const messages = data.smsOutbox.edges.map((e) => e.node);
  const searched = searchParams.get('q')?.trim();
  if (messages.length === 0) return <EmptyState titleAs="p" title={searched ? `No text was sent to ${searched}.` : 'No text has been sent yet.'} />;
  return (
    <>
      <ListCount shown={messages.length} total={data.smsOutbox.totalCount} noun={{ one: 'message', many: 'messages' }} />
      <SmsList messages={messages} label="Text messages" />
      <Pagination hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(30)} />
    </>
  );
}
