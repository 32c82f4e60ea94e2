import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import type { SectionCard_section$key } from '../../__generated__/SectionCard_section.graphql.ts';

/** A catalogue section on the home page, with links to its sub-sections. */
export function SectionCard({ section }: { section: SectionCard_section$key }) {
  const data = useFragment(
    graphql`
      fragment SectionCard_section on Section {
        name
        description
        path
        children(first: 10) {
          edges {
            node {
              id
              name
              path
            }
          }
        }
      }
    `,
    section,
  );
  const t = useT();
  return (
    <article className="section-card">
      <h3>
        <Link to={data.path}>{data.name}</Link>
      </h3>
      {data.description && <p>{data.description}</p>}
      {data.children.edges.length > 0 && (
        <ul className="section-card__children" aria-label={t('catalogue.section.children', { name: data.name })}>
          {data.children.edges.map(({ node }) => (
            <li key={node.id}>
              <Link to={node.path}>{node.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
