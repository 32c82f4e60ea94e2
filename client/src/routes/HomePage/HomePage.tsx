import { graphql } from 'react-relay';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';
import { SectionCard } from '../../features/sections/SectionCard.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';

const query = graphql`
  query HomePageQuery {
    sections(first: 20) {
      edges {
        node {
          id
          ...SectionCard_section
        }
      }
    }
  }
`;

export const loader = queryLoader<HomePageQuery>(query);

/** The storefront's front page: the shop's sections. */
export function Component() {
  const data = useRouteQuery<HomePageQuery>(query);
  usePageHead({});
  return (
    <div className="home">
      <section className="home__hero">
        <h1>Books, ebooks and courses for every HSC student</h1>
        <p>Academic, engineering, medical and varsity admission preparation, delivered across Bangladesh.</p>
      </section>
      {data.sections.edges.length === 0 ? (
        <p className="empty-state">No sections yet.</p>
      ) : (
        <div className="home__sections">
          {data.sections.edges.map(({ node }) => (
            <SectionCard key={node.id} section={node} />
          ))}
        </div>
      )}
    </div>
  );
}
