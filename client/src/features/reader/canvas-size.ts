/**
 * How big a page's canvas may be: as sharp as the phone's screen (a 3× phone gets 3 canvas pixels per CSS
 * pixel: at 2× Bangla conjuncts look soft), but never more pixels than a phone's memory takes (iOS refuses
 * canvases over ~16.7 million pixels and each takes 4 bytes a pixel). Only the shown page has canvases: the
 * whole page, drawn at a lower ratio when the zoom would make it bigger than the cap, and then a detail
 * tile of the part on screen at the full ratio (`detailTile`), each within the cap.
 */
export const MAX_CANVAS_PIXELS = 4_000_000;
export const MAX_PIXEL_RATIO = 3;

/** The pixel ratio the screen asks for (1 to MAX_PIXEL_RATIO). */
export const screenRatio = (devicePixelRatio: number) => Math.min(Math.max(devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);

/** The canvas's pixel size and the scale to render at, for a page drawn `cssWidth` × `cssHeight` on screen. */
export function canvasSize(cssWidth: number, cssHeight: number, devicePixelRatio: number) {
  let ratio = screenRatio(devicePixelRatio);
  const pixels = cssWidth * cssHeight * ratio * ratio;
  if (pixels > MAX_CANVAS_PIXELS) ratio *= Math.sqrt(MAX_CANVAS_PIXELS / pixels);
  return { width: Math.floor(cssWidth * ratio), height: Math.floor(cssHeight * ratio), ratio };
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The detail tile for the part of the page on screen, when the whole page's canvas is drawn below the
 * screen's ratio (`pageRatio`): `visible` is that part in the page's CSS pixels (origin its top left).
 * Whole CSS pixels, so the tile lines up with the page; null when the page is already sharp or not on screen.
 */
export function detailTile(visible: Rect, pageRatio: number, devicePixelRatio: number) {
  const wanted = screenRatio(devicePixelRatio);
  if (pageRatio >= wanted - 0.01 || visible.width <= 0 || visible.height <= 0) return null;
  const left = Math.max(0, Math.floor(visible.left));
  const top = Math.max(0, Math.floor(visible.top));
  const width = Math.ceil(visible.left + visible.width) - left;
  const height = Math.ceil(visible.top + visible.height) - top;
  const size = canvasSize(width, height, wanted);
  if (size.ratio <= pageRatio + 0.01) return null;
  return { left, top, width, height, pixelWidth: size.width, pixelHeight: size.height, ratio: size.ratio };
}
