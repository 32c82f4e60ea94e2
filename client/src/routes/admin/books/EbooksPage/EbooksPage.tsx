import { Suspense } from 'react';
import { graphql, loadQuery } from 'react-relay';
import { useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { EbooksPageQuery } from '../../../../__generated__/EbooksPageQuery.graphql.ts';
import { LinkButton } from '../../../../components/ui/index.ts';
import { BOOKS_AREA_LINKS } from '../../../../features/admin-books/books-area.ts';
import { EbookForm } from '../../../../features/admin-books/EbookForm.tsx';
import { adminListVariables, readAdminListParams } from '../../../../features/catalog-admin/admin-list-params.ts';
import { EbookFileProblems } from '../../../../features/admin-ebook-files/EbookFileProblems.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { NothingYet } from '../../../../features/catalog-admin/NoFilterMatches.tsx';
import { ProductAdminFilters, useClearListFilters } from '../../../../features/catalog-admin/ProductAdminFilters.tsx';
import { ProductAdminTable, ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { relayEnvironment } from '../../../../relay/environment.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query EbooksPageQuery(
    $filter: AdminProductFilter
    $sort: ProductSort
    $list: Boolean!
    $edit: Boolean!
    $editKey: String!
    $withPrintEdition: Boolean!
    $printEditionKey: String!
  ) {
    ...SectionSelect_query
    ...ProductAdminTable_query @arguments(filter: $filter, sort: $sort) @include(if: $list) @alias(as: "list")
    ebook: product(kind: EBOOK, key: $editKey) @include(if: $edit) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Ebook @alias(as: "ebook") {
            id
            title
            ...EbookForm_ebook
          }
        }
      }
    }
    printEdition: product(kind: BOOK, key: $printEditionKey) @include(if: $withPrintEdition) {
      __typename
      ... on QueryProductSuccess {
        data {
          id
          title
        }
      }
    }
  }
`;

const KINDS = ['EBOOK'] as const;

/** What /admin/ebook shows: the list (default), one ebook's form (?edit=<id>) or a new ebook's (?new, &printEdition=<book id>). */
function modeOf(search: URLSearchParams) {
  const editKey = search.get('edit') ?? '';
  const creating = !editKey && search.has('new');
  const printEditionKey = creating ? (search.get('printEdition') ?? '') : '';
  return { editKey, creating, printEditionKey, list: !editKey && !creating };
}

export const loader = ({ request }: LoaderFunctionArgs) => {
  const search = new URL(request.url).searchParams;
  const mode = modeOf(search);
  return loadQuery<EbooksPageQuery>(
    relayEnvironment,
    query,
    {
      ...adminListVariables(readAdminListParams(search), KINDS),
      list: mode.list,
      edit: Boolean(mode.editKey),
      editKey: mode.editKey,
      withPrintEdition: Boolean(mode.printEditionKey),
      printEditionKey: mode.printEditionKey,
    },
    { fetchPolicy: 'store-and-network' },
  );
};

/** The list's search and filters do not reload the page (the table refetches); opening a form does. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return JSON.stringify(modeOf(currentUrl.searchParams)) !== JSON.stringify(modeOf(nextUrl.searchParams));
}

const INTRO =
  'Every ebook in the shop, whether or not it is the digital edition of a printed book. Ebooks are read in the browser after purchase; their files are private. To see which printed books have an ebook edition, use Ebook editions.';

/** /admin/ebook: all ebooks, with search and bulk publishing; create and edit ebooks here. */
export function Component() {
  const [searchParams] = useSearchParams();
  const mode = modeOf(searchParams);
  if (!mode.list) return <EbookFormView editing={Boolean(mode.editKey)} />;
  return (
    <AdminPage
      title="Ebooks"
      intro={INTRO}
      subnav={{ label: 'Books area', links: BOOKS_AREA_LINKS }}
      actions={
        <LinkButton variant="primary" to="/admin/ebook?new">
          New ebook
        </LinkButton>
      }
    >
      <EbookFileProblems />
      <Suspense fallback={<ProductTableSkeleton />}>
        <EbookList />
      </Suspense>
    </AdminPage>
  );
}

function EbookList() {
  const data = useRouteQuery<EbooksPageQuery>(query);
  const clearFilters = useClearListFilters();
  if (!data.list) return <NotFound />;
  return (
    <>
      <ProductAdminFilters sections={data} searchLabel="Search ebooks" searchPlaceholder="Title, author or ISBN" lowStock={false} />
      <ProductAdminTable
        query={data.list}
        kinds={KINDS}
        noun={{ one: 'ebook', many: 'ebooks' }}
        onClearFilters={clearFilters}
        empty={<NothingYet title="No ebooks yet." action={{ to: '/admin/ebook?new', label: 'Add the first ebook' }} />}
      />
    </>
  );
}

const EBOOKS_LIST = [{ to: '/admin/ebook', label: 'Ebooks' }];

/** ?edit=<id>: that ebook's form (404 when there is none); ?new: a new ebook's, maybe linked to a printed book. */
function EbookFormView({ editing: isEdit }: { editing: boolean }) {
  const data = useRouteQuery<EbooksPageQuery>(query);
  const editing = data.ebook?.__typename === 'QueryProductSuccess' ? data.ebook.data.ebook : null;
  const printEdition = data.printEdition?.__typename === 'QueryProductSuccess' ? data.printEdition.data : null;
  if (isEdit) {
    if (!editing) return <NotFound />;
    return (
      <AdminPage breadcrumb={EBOOKS_LIST} title={editing.title}>
        <EbookForm key={editing.id} ebook={editing} sections={data} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      breadcrumb={EBOOKS_LIST}
      title="New ebook"
      intro={
        printEdition
          ? `The digital edition of the printed book “${printEdition.title}”.`
          : 'Add an ebook: upload its PDF file, say how many pages are free to preview, and link the printed book when it is the digital edition of one.'
      }
    >
      <EbookForm ebook={null} sections={data} initialPrintEdition={printEdition ? { id: printEdition.id, title: printEdition.title } : null} />
    </AdminPage>
  );
}
