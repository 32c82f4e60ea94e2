import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { HomePageBundlesQuery } from '../../__generated__/HomePageBundlesQuery.graphql.ts';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';
import { ProductGridSkeleton } from '../../features/catalog/ProductGrid.tsx';
import { ProductRow } from '../../features/catalog/ProductRow.tsx';
import { SectionCard } from '../../features/sections/SectionCard.tsx';
import { FIRST_SCREEN_COVERS } from '#shared/cover-image.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import './home.css';

// One query for the page: the rows, the sections, and the exam years that have bundles (the newest
// year's bundles load once that year is known, below the fold).
const query = graphql`
  query HomePageQuery {
    newArrivals: products(first: 8, sort: NEWEST) {
      ...ProductRow_products
    }
    sections(first: 20) {
      edges {
        node {
          id
          ...SectionCard_section
        }
      }
    }
    bestsellers: products(first: 6, sort: POPULAR) {
      ...ProductRow_products
    }
    bundleYears
    courses: products(first: 8, filter: { kinds: [CONTENT] }, sort: POPULAR) {
      ...ProductRow_products
    }
  }
`;

const bundlesQuery = graphql`
  query HomePageBundlesQuery($year: Int!) {
    products(first: 8, filter: { kinds: [BUNDLE], bundleYear: $year }, sort: POPULAR) {
      ...ProductRow_products
    }
  }
`;

export const loader = queryLoader<HomePageQuery>(query);

/** How many bestsellers the query asks for (`first: 6` above). */
const BESTSELLERS = 6;

const SHOP_BY_KIND = [
  { to: '/ebook', title: 'Ebooks', text: 'Read instantly on any device' },
  { to: '/stationery', title: 'Stationery', text: 'Everything for the exam hall' },
  { to: '/content', title: 'Courses', text: 'Video courses for your HSC batch' },
  { to: '/bundle', title: 'Bundles', text: 'All the books of an exam, for less' },
] as const;


/** The bundles put together for the newest exam year (`bundleYears` is newest first). */
function BundlesOfTheYear({ year }: { year: number }) {
  const data = useLazyLoadQuery<HomePageBundlesQuery>(bundlesQuery, { year });
  return <ProductRow products={data.products} title={`Bundles for ${year}`} seeAll={`/bundles/${year}`} />;
}

/**
 * The bestsellers' place while the page's data comes, in the row's own shape (heading, grid), so nothing
 * moves when it comes. It is also the prerendered first screen, whose first covers the server writes in
 * (server/src/modules/catalog/home-first-view.ts): the page's largest paint then needs no script.
 */
function BestsellersSkeleton() {
  return (
    <section className="product-row product-row--grid" aria-label="Bestsellers">
      <header className="product-row__header">
        <h2>Bestsellers</h2>
      </header>
      <ProductGridSkeleton count={BESTSELLERS} coverSlots={FIRST_SCREEN_COVERS} />
    </section>
  );
}

function HomeContent() {
  const data = useRouteQuery<HomePageQuery>(query);
  const sections = data.sections.edges.map((edge) => edge.node);
  const bundleYear = data.bundleYears[0];
  return (
    <>
      {/* Products first (issue 21): on a 390×844 phone the bestsellers' first four covers start within the
          first screen, in a two-column grid; their covers load at once, with high priority. */}
      <ProductRow products={data.bestsellers} title="Bestsellers" priority={FIRST_SCREEN_COVERS} grid />
      {sections.length === 0 ? (
        <p className="home__stocking">The shop is being stocked: sections and books will appear here soon.</p>
      ) : (
        <section className="home__sections" aria-labelledby="home-sections">
          <h2 id="home-sections">Shop by section</h2>
          <div className="home__section-grid">
            {sections.map((section) => (
              <SectionCard key={section.id} section={section} />
            ))}
          </div>
        </section>
      )}
      <ProductRow products={data.newArrivals} title="New arrivals" />
      {bundleYear !== undefined && (
        <Suspense fallback={<ProductGridSkeleton row count={4} />}>
          <BundlesOfTheYear year={bundleYear} />
        </Suspense>
      )}
      <ProductRow products={data.courses} title="Course highlights" seeAll="/content?sort=popular" />
    </>
  );
}

/** The storefront's front page: hero, sections, new arrivals, bestsellers, this year's bundles and the favourite courses. */
export function Component() {
  usePageHead({});
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">Books, ebooks and courses for every HSC student</h1>
        <p className="home__lead">Academic, engineering, medical and varsity admission preparation, delivered across Bangladesh.</p>
        <nav aria-label="Shop by kind" className="home__kinds">
          {SHOP_BY_KIND.map((kind) => (
            <Link key={kind.to} to={kind.to} className="home__kind">
              <strong>{kind.title}</strong>
              <span>{kind.text}</span>
            </Link>
          ))}
        </nav>
      </section>
      <Suspense fallback={<BestsellersSkeleton />}>
        <HomeContent />
      </Suspense>
    </div>
  );
}
