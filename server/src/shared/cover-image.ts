/**
 * A product card's cover as both sides draw it: the client's ProductCard, and the server writing the
 * home page's first covers into its HTML (modules/catalog/home-first-view.ts), so the page's largest
 * paint needs no script. One definition, so the two draw the same image in the same box.
 */

/** Cover size in CSS pixels (2:3, the shape of a book cover); set on the image so nothing shifts while it loads. */
export const COVER_WIDTH = 160;
export const COVER_HEIGHT = 240;
/** How wide a card's cover shows: half a phone's width in the two-column grid, 11rem columns from 40rem up. */
export const COVER_SIZES = '(min-width: 40rem) 176px, 46vw';

/** How many bestsellers' covers the home page's first screen shows on a phone, loaded at once with high priority. */
export const FIRST_SCREEN_COVERS = 4;

/** The attribute marking a skeleton card's cover as the place of the n-th first-screen cover. */
export const COVER_SLOT_ATTRIBUTE = 'data-cover-slot';

export interface CoverSource {
  url: string;
  /** WebP variants ("… 320w, …"); null for a drawing (SVG), which scales by itself. */
  srcset: string | null;
  /** The smaller of AVIF and WebP at each width (Image.avifSrcset), for a <source type="image/avif">; null or absent when AVIF is smaller at none. */
  avifSrcset?: string | null;
}

/** The <img> attributes of a card's cover (ProductCard.test.tsx checks the app draws the same). */
export function coverImageAttributes(cover: CoverSource, priority: boolean): [string, string][] {
  return [
    ['src', cover.url],
    ...(cover.srcset ? ([['srcset', cover.srcset], ['sizes', COVER_SIZES]] as [string, string][]) : []),
    ['alt', ''],
    ['width', String(COVER_WIDTH)],
    ['height', String(COVER_HEIGHT)],
    ['loading', priority ? 'eager' : 'lazy'],
    ...(priority ? ([['fetchpriority', 'high']] as [string, string][]) : []),
    ['decoding', 'async'],
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const attributesHtml = (attributes: [string, string][]) => attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');

/**
 * A card's cover box with its image, as HTML: what ProductCard renders for a cover loaded at once
 * (in a <picture> with an AVIF <source> when the cover has one). Without its placeholder colour:
 * the page's Content-Security-Policy refuses style attributes in HTML (the app sets it through the
 * DOM), and these covers load with the page anyway.
 */
export function coverBoxHtml(cover: CoverSource): string {
  const image = `<img ${attributesHtml(coverImageAttributes(cover, true))}>`;
  const picture = cover.avifSrcset
    ? `<picture><source ${attributesHtml([['type', 'image/avif'], ['srcset', cover.avifSrcset], ['sizes', COVER_SIZES]])}>${image}</picture>`
    : image;
  return `<div class="product-card__cover">${picture}</div>`;
}
