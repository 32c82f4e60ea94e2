import type { ImgHTMLAttributes } from 'react';

export interface PictureProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Image.avifSrcset: when there is one, a <source type="image/avif"> with it comes before the <img>. */
  avif?: string | null;
  /** Image.placeholder: the colour the image's box shows while it loads (set through the DOM, which the CSP allows). */
  placeholder?: string | null;
}

/** An uploaded image: AVIF where that is smaller (else the <img>'s own WebP srcset), showing its colour until it loads. */
export function Picture({ avif, placeholder, ...img }: PictureProps) {
  // alt comes in `img`: every caller gives one ("" for a cover beside its title).
  const image = <img {...img} style={{ backgroundColor: placeholder ?? undefined }} />;
  return avif ? (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={img.sizes} />
      {image}
    </picture>
  ) : (
    image
  );
}
