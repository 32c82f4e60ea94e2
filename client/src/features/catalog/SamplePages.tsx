import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SamplePages_product$key } from '../../__generated__/SamplePages_product.graphql.ts';
import { Button, Dialog } from '../../components/ui/index.ts';

/** The sample pages shoppers may look at before buying: thumbnails that open a page-by-page viewer. */
export function SamplePages({ product }: { product: SamplePages_product$key }) {
  const data = useFragment(
    graphql`
      fragment SamplePages_product on Product {
        title
        samplePages {
          id
          position
          caption
          image {
            url
            alt
          }
        }
      }
    `,
    product,
  );
  const pages = data.samplePages;
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : pages[open];

  useEffect(() => {
    if (open === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setOpen((index) => (index === null ? index : Math.min(index + 1, pages.length - 1)));
      if (event.key === 'ArrowLeft') setOpen((index) => (index === null ? index : Math.max(index - 1, 0)));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, pages.length]);

  if (pages.length === 0) return null;
  const label = (index: number) => pages[index]!.caption || `Page ${index + 1}`;
  return (
    <section className="product-section sample-pages" aria-labelledby="sample-pages">
      <h2 id="sample-pages">Look inside</h2>
      <ul className="sample-pages__list">
        {pages.map((page, index) => (
          <li key={page.id}>
            <button type="button" className="sample-pages__thumb" onClick={() => setOpen(index)} aria-label={`Open sample page ${index + 1}: ${label(index)}`}>
              <img src={page.image.url} alt="" width={120} height={170} loading="lazy" decoding="async" />
              <span className="sample-pages__caption">{label(index)}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current != null}
        title={`${data.title}: sample pages`}
        description={open === null ? undefined : `Page ${open + 1} of ${pages.length}`}
        onClose={() => setOpen(null)}
        className="sample-viewer"
      >
        {current && open !== null && (
          <>
            <figure className="sample-viewer__figure">
              <img src={current.image.url} alt={current.image.alt || label(open)} decoding="async" />
              {current.caption && <figcaption>{current.caption}</figcaption>}
            </figure>
            <div className="sample-viewer__nav">
              <Button onClick={() => setOpen(open - 1)} disabled={open === 0}>
                Previous page
              </Button>
              <Button onClick={() => setOpen(open + 1)} disabled={open === pages.length - 1}>
                Next page
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
