import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { SectionPageQuery } from '../../__generated__/SectionPageQuery.graphql.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query SectionPageQuery($slug: String!) {
    section(slug: $slug) {
      __typename
      ... on QuerySectionSuccess {
        data {
          name
          description
          parent {
            name
            path
          }
          children(first: 20) {
            edges {
              node {
                id
                name
                path
              }
            }
          }
        }
      }
    }
  }
`;

function SectionPage() {
  const { section } = useRouteQuery<SectionPageQuery>(query);
  const data = section.__typename === 'QuerySectionSuccess' ? section.data : null;
  usePageHead({ title: data?.name });
  if (!data) return <NotFound />;
  return (
    <div className="section-page">
      {data.parent && (
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to={data.parent.path}>{data.parent.name}</Link> / {data.name}
        </nav>
      )}
      <h1>{data.name}</h1>
      <p>{data.description}</p>
      {data.children.edges.length > 0 && (
        <ul className="section-page__children">
          {data.children.edges.map(({ node }) => (
            <li key={node.id}>
              <Link to={node.path}>{node.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="empty-state">Books for this section will appear here.</p>
    </div>
  );
}

/** The route module for one section's storefront page (/academic, /academic/cycle, …). */
export function sectionRoute(slug: string) {
  return { Component: SectionPage, loader: queryLoader<SectionPageQuery>(query, () => ({ slug })) };
}
