import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';
import type { ProductRow_products$key } from '../../__generated__/ProductRow_products.graphql.ts';
import { ProductGridSkeleton } from '../../features/catalog/ProductGrid.tsx';
import { ProductRow } from '../../features/catalog/ProductRow.tsx';
import { SectionCard } from '../../features/sections/SectionCard.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/catalog/catalog.css';

// One query for the whole page: the sections, then a few products per row. The rows of the
// sections are named after their slugs (the sections the storefront routes know).
const query = graphql`
  query HomePageQuery {
    sections(first: 20) {
      edges {
        node {
          id
          slug
          name
          path
          ...SectionCard_section
        }
      }
    }
    newArrivals: products(first: 8, sort: NEWEST) {
      ...ProductRow_products
    }
    popular: products(first: 8, sort: POPULAR) {
      ...ProductRow_products
    }
    academic: products(first: 8, filter: { section: "academic" }, sort: NEWEST) {
      ...ProductRow_products
    }
    engineering: products(first: 8, filter: { section: "engineering" }, sort: NEWEST) {
      ...ProductRow_products
    }
    medical: products(first: 8, filter: { section: "medical" }, sort: NEWEST) {
      ...ProductRow_products
    }
    varsity: products(first: 8, filter: { section: "varsity" }, sort: NEWEST) {
      ...ProductRow_products
    }
    bundles: products(first: 4, filter: { kinds: [BUNDLE] }, sort: NEWEST) {
      ...ProductRow_products
    }
  }
`;

export const loader = queryLoader<HomePageQuery>(query);

const SHOP_BY_KIND = [
  { to: '/ebook', title: 'Ebooks', text: 'Read instantly on any device.' },
  { to: '/stationery', title: 'Stationery', text: 'Everything for the exam hall.' },
  { to: '/content', title: 'Courses', text: 'Video courses for your HSC batch.' },
] as const;

type SectionRows = Pick<HomePageQuery['response'], 'academic' | 'engineering' | 'medical' | 'varsity'>;

function sectionRow(data: SectionRows, slug: string): ProductRow_products$key | null {
  return slug in data ? data[slug as keyof SectionRows] : null;
}

function HomeContent() {
  const data = useRouteQuery<HomePageQuery>(query);
  const sections = data.sections.edges.map((edge) => edge.node);
  return (
    <>
      {sections.length === 0 ? (
        <p className="empty-state">The shop is being stocked: sections and books will appear here soon.</p>
      ) : (
        <div className="home__sections">
          {sections.map((section) => (
            <SectionCard key={section.id} section={section} />
          ))}
        </div>
      )}
      <ProductRow products={data.newArrivals} title="New arrivals" />
      <ProductRow products={data.popular} title="Popular" />
      {sections.map((section) => {
        const row = sectionRow(data, section.slug);
        return row ? <ProductRow key={section.id} products={row} title={`New in ${section.name}`} seeAll={section.path} /> : null;
      })}
      <ProductRow products={data.bundles} title="Latest bundles" seeAll="/bundle" />
    </>
  );
}

/** The storefront's front page: hero, sections, rows of new, popular and per-section products, bundles. */
export function Component() {
  usePageHead({});
  return (
    <div className="home">
      <section className="home__hero">
        <h1>Books, ebooks and courses for every HSC student</h1>
        <p>Academic, engineering, medical and varsity admission preparation, delivered across Bangladesh.</p>
        <nav aria-label="Shop by kind" className="home__kinds">
          {SHOP_BY_KIND.map((kind) => (
            <Link key={kind.to} to={kind.to} className="home__kind">
              <strong>{kind.title}</strong>
              <span>{kind.text}</span>
            </Link>
          ))}
        </nav>
      </section>
      <Suspense fallback={<ProductGridSkeleton row count={4} />}>
        <HomeContent />
      </Suspense>
    </div>
  );
}
