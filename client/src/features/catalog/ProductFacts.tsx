import type { ReactNode } from 'react';
import { Table } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';

/** One row of a product's facts; rows whose value is empty are left out. */
export type Fact = readonly [label: string, value: ReactNode];

/** A product's facts (publisher, ISBN, pages …) as a two-column table. */
export function ProductFacts({ caption, facts }: { caption: string; facts: readonly Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Table className="product-facts" scrollClassName="product-facts-box">
      <caption>{caption}</caption>
      <tbody>
        {shown.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A product's description: plain text, paragraphs split at blank lines. */
export function ProductDescription({ text, heading }: { text: string; heading?: string }) {
  const t = useT();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section className="product-section product-description" aria-labelledby="product-description">
      <h2 id="product-description">{heading ?? t('product.description')}</h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
