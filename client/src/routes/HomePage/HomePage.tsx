import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { HomePageBundlesQuery } from '../../__generated__/HomePageBundlesQuery.graphql.ts';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';
import { ProductGridSkeleton } from '../../features/catalog/ProductGrid.tsx';
import { ProductRow } from '../../features/catalog/ProductRow.tsx';
import { SHOP_SECTIONS } from '../../components/layouts/site-links.tsx';
import { SectionCard } from '../../features/sections/SectionCard.tsx';
import { FIRST_SCREEN_COVERS } from '#shared/cover-image.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';
import { formatYear } from '../../features/catalog/product-text.ts';
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
  { to: '/ebook', title: 'section.ebook', text: 'catalogue.home.ebook' },
  { to: '/stationery', title: 'section.stationery', text: 'catalogue.home.stationery' },
  { to: '/content', title: 'section.content', text: 'catalogue.home.content' },
  { to: '/bundle', title: 'section.bundle', text: 'catalogue.home.bundle' },
] as const satisfies readonly { to: string; title: MessageId; text: MessageId }[];

/** The four admission sections, reachable from a phone's first screen (issue 34): the header lists them only on wide screens. */
const SECTION_LINKS = SHOP_SECTIONS.slice(0, 4);

/** The bundles put together for the newest exam year (`bundleYears` is newest first). */
function BundlesOfTheYear({ year }: { year: number }) {
  const data = useLazyLoadQuery<HomePageBundlesQuery>(bundlesQuery, { year });
  const t = useT();
  const locale = useLocale();
  return <ProductRow products={data.products} title={t('catalogue.home.bundles', { year: formatYear(year, locale) })} seeAll={`/bundles/${year}`} />;
}

/**
 * The bestsellers' place while the page's data comes, in the row's own shape (heading, grid), so nothing
 * moves when it comes. It is also the prerendered first screen, whose first covers the server writes in
 * (server/src/modules/catalog/home-first-view.ts): the page's largest paint then needs no script.
 */
function BestsellersSkeleton() {
  const t = useT();
  return (
    <section className="product-row product-row--grid" aria-label={t('catalogue.home.bestsellers')}>
      <header className="product-row__header">
        <h2>{t('catalogue.home.bestsellers')}</h2>
      </header>
      <ProductGridSkeleton count={BESTSELLERS} coverSlots={FIRST_SCREEN_COVERS} />
    </section>
  );
}

function HomeContent() {
  const t = useT();
  const data = useRouteQuery<HomePageQuery>(query);
  const sections = data.sections.edges.map((edge) => edge.node);
  const bundleYear = data.bundleYears[0];
  return (
    <>
      {/* Products first (issue 21): on a 390×844 phone the bestsellers' first four covers start within the
          first screen, in a two-column grid; their covers load at once, with high priority. */}
      <ProductRow products={data.bestsellers} title={t('catalogue.home.bestsellers')} priority={FIRST_SCREEN_COVERS} grid />
      {sections.length === 0 ? (
        <p className="home__stocking">{t('catalogue.home.stocking')}</p>
      ) : (
        <section className="home__sections" aria-labelledby="home-sections">
          <h2 id="home-sections">{t('catalogue.home.sections')}</h2>
          <div className="home__section-grid">
            {sections.map((section) => (
              <SectionCard key={section.id} section={section} />
            ))}
          </div>
        </section>
      )}
      <ProductRow products={data.newArrivals} title={t('catalogue.home.new')} />
      {bundleYear !== undefined && (
        <Suspense fallback={<ProductGridSkeleton row count={4} />}>
          <BundlesOfTheYear year={bundleYear} />
        </Suspense>
      )}
      <ProductRow products={data.courses} title={t('catalogue.home.courses')} seeAll="/content?sort=popular" />
    </>
  );
}

/** The storefront's front page: hero, sections, new arrivals, bestsellers, this year's bundles and the favourite courses. */
export function Component() {
  usePageHead({});
  const t = useT();
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('catalogue.home.title')}</h1>
        <p className="home__lead">{t('catalogue.home.lead')}</p>
        <nav aria-label={t('catalogue.home.kinds')} className="home__kinds">
          {SECTION_LINKS.map(([to, , name]) => (
            <Link key={to} to={to} className="home__kind home__kind--section">
              <strong>{t(name)}</strong>
            </Link>
          ))}
          {SHOP_BY_KIND.map((kind) => (
            <Link key={kind.to} to={kind.to} className="home__kind">
              <strong>{t(kind.title)}</strong>
              <span>{t(kind.text)}</span>
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
