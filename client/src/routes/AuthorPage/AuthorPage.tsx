import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AuthorPageQuery } from '../../__generated__/AuthorPageQuery.graphql.ts';
import { AuthorProducts } from '../../features/catalog/AuthorProducts.tsx';
import { Breadcrumbs } from '../../features/catalog/Breadcrumbs.tsx';
import { ListSuspense } from '../../features/catalog/CatalogListPage.tsx';
import { ListFilterControls } from '../../features/catalog/ListFilterControls.tsx';
import { readListFilters } from '../../features/catalog/list-filters.ts';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader } from '../../relay/route-query.ts';
import { useListQuery } from '../../features/catalog/use-list-query.ts';
import { NotFound } from '../NotFoundPage.tsx';
import './author.css';

const query = graphql`
  query AuthorPageQuery($slug: String!, $sort: ProductSort!) {
    author(slug: $slug) {
      __typename
      ... on QueryAuthorSuccess {
        data {
          name
          bio
          productCount
          photo {
            url
            alt
          }
          ...AuthorProducts_author @arguments(sort: $sort)
        }
      }
    }
  }
`;

/** The sort is in the URL (`?sort=price-asc`), like the other lists. */
export const loader = queryLoader<AuthorPageQuery>(query, (params, searchParams) => ({
  slug: params.slug ?? '',
  sort: readListFilters(searchParams, []).sort,
}));

function AuthorList({ listRef }: { listRef: PreloadedQuery<AuthorPageQuery> }) {
  const { author } = usePreloadedQuery<AuthorPageQuery>(query, listRef);
  if (author.__typename !== 'QueryAuthorSuccess') return null;
  return <AuthorProducts author={author.data} />;
}

type Author = Extract<AuthorPageQuery['response']['author'], { __typename: 'QueryAuthorSuccess' }>['data'];

function AuthorView({ author, listRef }: { author: Author; listRef: PreloadedQuery<AuthorPageQuery> }) {
  usePageHead({ title: author.name });
  const t = useT();
  const paragraphs = author.bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="author-page">
      <Breadcrumbs items={[{ label: t('catalogue.crumbs.home'), to: '/' }, { label: author.name }]} />
      <header className="author-page__header">
        {author.photo ? (
          <img className="author-page__photo" src={author.photo.url} alt={author.photo.alt || author.name} width={160} height={160} decoding="async" />
        ) : (
          <span className="author-page__photo author-page__photo--none" aria-hidden="true">
            {author.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="author-page__kicker">{t('product.author')}</p>
          <h1>{author.name}</h1>
          <p className="author-page__count">{t('product.author.count', { count: author.productCount })}</p>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="author-page__bio">
              {paragraph}
            </p>
          ))}
        </div>
      </header>
      <section aria-labelledby="author-products">
        <h2 id="author-products">{t('product.author.more', { name: author.name })}</h2>
        <ListFilterControls kinds={[]} price={false} stock={false} />
        <ListSuspense>
          <AuthorList listRef={listRef} />
        </ListSuspense>
      </section>
    </div>
  );
}

/** /author/{slug}: an author's photo and bio, and their products in the chosen order; 404 when there is no such author. */
export function Component() {
  const { first, current } = useListQuery<AuthorPageQuery>();
  const { author } = usePreloadedQuery<AuthorPageQuery>(query, first);
  if (author.__typename !== 'QueryAuthorSuccess') return <NotFound />;
  return <AuthorView author={author.data} listRef={current} />;
}
