import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SamplePages_product$key } from '../../__generated__/SamplePages_product.graphql.ts';
import { Button, Dialog } from '../../components/ui/index.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';

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
  const t = useT();
  const locale = useLocale();
  const number = (n: number) => formatNumber(n, locale);
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
  const label = (index: number) => pages[index]!.caption || t('product.samples.page', { page: number(index + 1) });
  return (
    <section className="product-section sample-pages" aria-labelledby="sample-pages">
      <h2 id="sample-pages">{t('product.samples')}</h2>
      <ul className="sample-pages__list">
        {pages.map((page, index) => (
          <li key={page.id}>
            <button type="button" className="sample-pages__thumb" onClick={() => setOpen(index)} aria-label={t('product.samples.open', { page: number(index + 1), label: label(index) })}>
              <img src={page.image.url} alt="" width={120} height={170} loading="lazy" decoding="async" />
              <span className="sample-pages__caption">{label(index)}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current != null}
        title={t('product.samples.title', { title: data.title })}
        description={open === null ? undefined : t('product.samples.of', { page: number(open + 1), count: number(pages.length) })}
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
                {t('product.samples.previous')}
              </Button>
              <Button onClick={() => setOpen(open + 1)} disabled={open === pages.length - 1}>
                {t('product.samples.next')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
