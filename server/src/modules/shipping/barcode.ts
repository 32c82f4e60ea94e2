import bwipjs from 'bwip-js/node';

/** A Code 128 barcode of `text` as SVG markup (courier labels: the consignment id), with the text under it. */
export function barcodeSvg(text: string): string {
  return bwipjs.toSVG({ bcid: 'code128', text, scale: 2, height: 12, includetext: true, textxalign: 'center' });
}
