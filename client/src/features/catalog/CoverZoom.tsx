import { Dialog } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { Picture } from './Picture.tsx';

export interface CoverZoomProps {
  url: string;
  /** WebP variants of an uploaded cover (Image.srcset), null for a drawing. */
  srcset?: string | null;
  /** The smaller of AVIF and WebP at each width (Image.avifSrcset), null when AVIF is smaller at none. */
  avifSrcset?: string | null;
  /** The cover's colour while it loads (Image.placeholder). */
  placeholder?: string | null;
  /** What the cover shows, for screen readers (the product's title when the upload has none). */
  alt: string;
  title: string;
}

/**
 * A product page's cover: a button (Enter or Space, or a tap) that opens a dialog with the cover as
 * large as the screen allows; Escape, the close button or a click outside closes it and the focus
 * returns to the cover. The small cover is the page's largest paint: it loads first, with high priority.
 */
export function CoverZoom({ url, srcset, avifSrcset, placeholder, alt, title }: CoverZoomProps) {
  const t = useT();
  return (
    <Dialog
      title={t('product.cover', { title })}
      className="cover-zoom"
      trigger={
        <button type="button" className="product-hero__zoom" aria-label={t('product.cover.enlarge', { title })}>
          <Picture
            className="product-hero__cover"
            src={url}
            srcSet={srcset ?? undefined}
            avif={avifSrcset}
            placeholder={placeholder}
            sizes={srcset ? '(min-width: 40rem) 300px, 60vw' : undefined}
            alt=""
            width={300}
            height={450} decoding="async" fetchPriority="high" />
          <span className="product-hero__zoom-hint" aria-hidden="true">
            <svg viewBox="0 0 16 16" width="16" height="16">
              <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M10.5 10.5L14 14M5 7h4M7 5v4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </span>
        </button>
      }
    >
      <Picture
        className="cover-zoom__image"
        src={url}
        srcSet={srcset ?? undefined}
        avif={avifSrcset}
        placeholder={placeholder}
        sizes={srcset ? 'min(600px, 90vw)' : undefined}
        alt={alt}
        width={600}
        height={900}
        decoding="async"
      />
    </Dialog>
  );
}
