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
import { usePageHead } from '../../lib/head.ts';
import { queryLoader } from '../../relay/route-query.ts';

const query = graphql`
  query KindPageQuery($filter: ProductFilter!, $sort: ProductSort!) {
    ...ProductList_query @arguments(filter: $filter, sort: $sort)
  }
`;

type ListedKind = Extract<ProductKind, 'EBOOK' | 'STATIONERY' | 'CONTENT'>;

interface KindPageConfig {
  title: string;
  intro: string;
  /** Physical goods can run out; digital ones cannot, so they get no "In stock only". */
  stock: boolean;
  empty: string;
}

const PAGES: Record<ListedKind, KindPageConfig> = {
  EBOOK: {
    title: 'Ebooks',
    intro: 'Read on your phone or computer the moment you buy: no delivery, no waiting. Many ebooks let you preview pages first.',
    stock: false,
    empty: 'No ebooks are on sale yet.',
  },
  STATIONERY: {
    title: 'Stationery',
    intro: 'Pens, notebooks, geometry boxes and calculators for exam season, delivered with your books.',
    stock: true,
    empty: 'No stationery is on sale yet.',
  },
  CONTENT: {
    title: 'Courses',
    intro: 'Video and PDF courses for your HSC batch, chapter by chapter, with free preview lessons.',
    stock: false,
    empty: 'No courses are open yet.',
  },
};

function KindList({ listRef, kind }: { listRef: PreloadedQuery<KindPageQuery>; kind: ListedKind }) {
  const data = usePreloadedQuery<KindPageQuery>(query, listRef);
  const [searchParams] = useSearchParams();
  const page = PAGES[kind];
  return (
    <ProductList
      query={data}
      label={page.title}
      empty={
        isFiltered(readListFilters(searchParams, []))
          ? { title: 'Nothing matches these filters', description: 'Try a wider price range, or clear the filters.', action: <ClearFiltersLink /> }
          : { title: page.empty, description: 'Meanwhile, browse the books by section.', action: <LinkButton to="/">Browse books</LinkButton> }
      }
    />
  );
}

/** The route module of a one-kind list: /ebook (EBOOK), /stationery (STATIONERY), /content (CONTENT). */
export function kindRoute(kind: ListedKind) {
  const page = PAGES[kind];
  function KindPage() {
    const { current } = useListQuery<KindPageQuery>();
    usePageHead({ title: page.title });
    return (
      <CatalogListPage
        trail={[{ label: 'Home', to: '/' }, { label: page.title }]}
        title={page.title}
        intro={
          <>
            <p>{page.intro}</p>
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
