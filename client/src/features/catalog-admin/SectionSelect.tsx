import { graphql, useFragment } from 'react-relay';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { FieldFrame, Select } from '../../components/ui/index.ts';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import './SectionSelect.css';

type SelectProps = Omit<FieldProps, 'ref' | 'onBlur' | 'value'> &
  Partial<Pick<FieldProps, 'ref' | 'onBlur'>> & {
    /** One section's value, or (with `multiple`) the chosen sections' values. */
    value: string | readonly string[];
    /** A list box where several sections can be chosen (no empty option: none chosen means all). */
    multiple?: boolean;
  };

type SectionSelectProps = SelectProps & {
  /** A query with `...SectionSelect_query`. */
  query: SectionSelect_query$key;
  label: string;
  /** What an option's value is: the section's id (forms: sectionId) or its slug (list filters). */
  valueKey?: 'id' | 'slug';
  /** The first option, for "no section" (forms) or "every section" (filters); not shown with `multiple`. */
  emptyLabel?: string;
  hint?: string;
};

/** The shop's sections with their sub-sections indented under them, as one select. */
export function SectionSelect({ query, label, valueKey = 'id', emptyLabel = '', hint, error, ...select }: SectionSelectProps) {
  const data = useFragment(
    graphql`
      fragment SectionSelect_query on Query {
        sections(first: 50) {
          edges {
            node {
              id
              slug
              name
              children(first: 50) {
                edges {
                  node {
                    id
                    slug
                    name
                  }
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <Select {...select} id={id} className="section-select" invalid={Boolean(error)} aria-describedby={describedBy}>
          {!select.multiple && <option value="">{emptyLabel}</option>}
          {data.sections.edges.map(({ node }) => (
            <optgroup key={node.id} label={node.name}>
              <option value={node[valueKey]}>{node.name}</option>
              {node.children.edges.map(({ node: child }) => (
                <option key={child.id} value={child[valueKey]}>
                  {`${node.name} › ${child.name}`}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}
