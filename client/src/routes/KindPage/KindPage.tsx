import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { KindPageQuery } from '../../__generated__/KindPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { CatalogListPage } from '../../features/catalog/CatalogListPage.tsx';
import { ClearFiltersLink } from '../../features/catalog/ListFilterControls.tsx';
import { isFiltered, listVariables, readListFilters, type ProductKind } from '../../features/catalog/list-filters.ts';
import { ProductList } from '../../features/catalog/ProductList.tsx';
import { useListQuery } from '../../features/catalog/use-list-query.ts';
import { ViewerCourses } from '../../features/courses/MyCourses.tsx';
import { useT, type MessageId } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader } from '../../relay/route-query.ts';

const query = graphql`
  query KindPageQuery($filter: ProductFilter!, $sort: ProductSort!) {
    ...ProductList_query @arguments(filter: $filter, sort: $sort)
  }
`;

type ListedKind = Extract<ProductKind, 'EBOOK' | 'STATIONERY' | 'CONTENT'>;

interface KindPageConfig {
  title: MessageId;
  intro: MessageId;
  /** Physical goods can run out; digital ones cannot, so they get no "In stock only". */
  stock: boolean;
  empty: MessageId;
}

const PAGES: Record<ListedKind, KindPageConfig> = {
  EBOOK: { title: 'section.ebook', intro: 'product.kind.EBOOK.intro', stock: false, empty: 'product.kind.EBOOK.empty' },
  STATIONERY: { title: 'section.stationery', intro: 'product.kind.STATIONERY.intro', stock: true, empty: 'product.kind.STATIONERY.empty' },
  CONTENT: { title: 'section.content', intro: 'product.kind.CONTENT.intro', stock: false, empty: 'product.kind.CONTENT.empty' },
};

function KindList({ listRef, kind }: { listRef: PreloadedQuery<KindPageQuery>; kind: ListedKind }) {
  const data = usePreloadedQuery<KindPageQuery>(query, listRef);
  const [searchParams] = useSearchParams();
  const page = PAGES[kind];
  const t = useT();
  return (
    <ProductList
      query={data}
      label={t(page.title)}
      empty={
        isFiltered(readListFilters(searchParams, []))
          ? { title: t('product.list.noMatch'), description: t('catalogue.list.widen'), action: <ClearFiltersLink /> }
          : { title: t(page.empty), description: t('product.list.meanwhile'), action: <LinkButton to="/">{t('product.browseBooks')}</LinkButton> }
      }
    />
  );
}

/** The route module of a one-kind list: /ebook (EBOOK), /stationery (STATIONERY), /content (CONTENT). */
export function kindRoute(kind: ListedKind) {
  const page = PAGES[kind];
  function KindPage() {
    const { current } = useListQuery<KindPageQuery>();
    const t = useT();
    const title = t(page.title);
    usePageHead({ title });
    return (
      <CatalogListPage
        trail={[{ label: t('catalogue.crumbs.home'), to: '/' }, { label: title }]}
        title={title}
        intro={
          <>
            <p>{t(page.intro)}</p>
            {kind === 'CONTENT' && <ViewerCourses />}
          </>
        }
        filters={{ kinds: [kind], stock: page.stock }}>
        <KindList listRef={current} kind={kind} />
      </CatalogListPage>
    );
  }
  return {
    Component: KindPage,
    loader: queryLoader<KindPageQuery>(query, (_params, searchParams) => listVariables(searchParams, { kinds: [kind] }, [])),
  };
}
