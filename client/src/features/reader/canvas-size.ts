/**
 * How big a page's canvas may be: sharp on a phone's dense screen, but never more pixels than a phone's
 * memory takes (iOS refuses canvases over ~16.7 million pixels and each takes 4 bytes a pixel). Only the
 * shown page has a canvas, so this bounds the reader's memory.
 */
export const MAX_CANVAS_PIXELS = 4_000_000;
export const MAX_PIXEL_RATIO = 2;

/** The canvas's pixel size and the scale to render at, for a page drawn `cssWidth` × `cssHeight` on screen. */
export function canvasSize(cssWidth: number, cssHeight: number, devicePixelRatio: number) {
  let ratio = Math.min(Math.max(devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
  const pixels = cssWidth * cssHeight * ratio * ratio;
  if (pixels > MAX_CANVAS_PIXELS) ratio *= Math.sqrt(MAX_CANVAS_PIXELS / pixels);
  return { width: Math.floor(cssWidth * ratio), height: Math.floor(cssHeight * ratio), ratio };
}
